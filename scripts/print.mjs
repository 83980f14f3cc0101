// What the build and test scripts tell the person running them, on standard output. (Not console.log:
// the community directory's lint reads every file of the repository as plugin code, where console
// logging is refused.)
import process from "node:process";

/** Writes one line to standard output. */
export function print(line = "") {
	process.stdout.write(`${line}\n`);
}
