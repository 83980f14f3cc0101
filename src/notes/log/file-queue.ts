/**
 * One queue per note path: writes to the same note run one after another, in the order they were
 * asked for, so two quick actions never read the same old text and undo each other. Writes to
 * different notes still run side by side.
 */
const tails = new Map<string, Promise<unknown>>();

export function runExclusive<T>(path: string, task: () => Promise<T>): Promise<T> {
	const previous = tails.get(path) ?? Promise.resolve();
	// A failed task must not block the queue, so the chain continues whatever happened before.
	const run = previous.then(task, task);
	const tail = run.catch(() => undefined);
	tails.set(path, tail);
	void tail.then(() => {
		if (tails.get(path) === tail) tails.delete(path);
	});
	return run;
}
