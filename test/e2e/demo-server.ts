/**
 * Starts the real `npm run demo` command (scripts/demo.mjs) on a free port for a browser
 * test, and gives back its preview address and a way to stop it.
 */
import type { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import process from "node:process";

export interface RunningDemo {
	url: string;
	stop(): void;
}

export function startDemo(): Promise<RunningDemo> {
	return new Promise((resolve, reject) => {
		const demo = spawn(process.execPath, ["scripts/demo.mjs", "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
		let output = "";
		const onData = (chunk: Buffer): void => {
			output += chunk.toString();
			const match = /Preview in the browser:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
			if (match?.[1]) resolve({ url: match[1], stop: () => void demo.kill() });
		};
		demo.stdout.on("data", onData);
		demo.stderr.on("data", onData);
		demo.once("exit", (code) => reject(new Error(`The demo exited (${code}) before serving:\n${output}`)));
	});
}
