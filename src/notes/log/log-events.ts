/**
 * What happened to a session log, for whoever shows it: the cards and summaries of an open note
 * update from these at once (without waiting for Obsidian to re-read the file), and a placement the
 * user should know about is told where they are looking. Listeners are removed by the function `on`
 * returns; the UI registers that with its component, so nothing outlives the plugin.
 */
import type { TFile } from "obsidian";
import type { LogEntry } from "../../engine/log";

export type LogEvent =
	| { type: "appended"; file: TFile; entry: LogEntry }
	| { type: "undone"; file: TFile; entry: LogEntry; undo: LogEntry }
	/** An entry could not go at the end of the log: why, and where it went. */
	| { type: "placed-elsewhere"; file: TFile; entry: LogEntry; message: string };

type Listener = (event: LogEvent) => void;

const listeners = new Set<Listener>();

export function onLogEvent(listener: Listener): () => void {
	listeners.add(listener);
	return () => void listeners.delete(listener);
}

export function emitLogEvent(event: LogEvent): void {
	for (const listener of [...listeners]) {
		try {
			listener(event);
		} catch (error) {
			// One broken listener must not stop the others (or the write that already happened).
			console.error("Campaign Ledger: a log listener failed", error);
		}
	}
}
