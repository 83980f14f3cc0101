/** What the preview's `app.*.on(...)` returns; Component.registerEvent ends it on unload (Obsidian's offref). */
export interface EventRef {
	off(): void;
}

export type Handler = (...args: never[]) => unknown;

/** Obsidian's Events: named handlers; a handler that throws is reported and the others still run. */
export class Events {
	private readonly handlers = new Map<string, Set<Handler>>();

	on(name: string, callback: Handler): EventRef {
		const set = this.handlers.get(name) ?? new Set<Handler>();
		this.handlers.set(name, set);
		set.add(callback);
		return { off: () => void set.delete(callback) };
	}

	off(name: string, callback: Handler): void {
		this.handlers.get(name)?.delete(callback);
	}

	offref(ref: EventRef): void {
		ref.off();
	}

	trigger(name: string, ...args: unknown[]): void {
		for (const handler of [...(this.handlers.get(name) ?? [])]) {
			try {
				(handler as (...all: unknown[]) => unknown)(...args);
			} catch (error) {
				console.error(error);
			}
		}
	}
}
