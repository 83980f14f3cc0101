/**
 * The preview vault's files and folders, shaped like Obsidian's TAbstractFile, TFile and TFolder:
 * `instanceof` works, a file knows its parent folder, and a rename changes the same object in place
 * (as Obsidian does, so code holding a TFile sees its new path).
 */
export class TAbstractFile {
	path = "";
	name = "";
	parent: TFolder | null = null;
}

export class TFile extends TAbstractFile {
	basename = "";
	extension = "";
	stat = { ctime: 0, mtime: 0, size: 0 };

	static at(path: string): TFile {
		const file = new TFile();
		file.setPath(path);
		return file;
	}

	/** Path, name, basename and extension from a vault path (the preview's rename uses it). */
	setPath(path: string): void {
		this.path = path;
		this.name = path.slice(path.lastIndexOf("/") + 1);
		const dot = this.name.lastIndexOf(".");
		this.extension = dot > 0 ? this.name.slice(dot + 1) : "";
		this.basename = dot > 0 ? this.name.slice(0, dot) : this.name;
	}
}

export class TFolder extends TAbstractFile {
	children: TAbstractFile[] = [];

	static at(path: string): TFolder {
		const folder = new TFolder();
		folder.path = path;
		folder.name = path.slice(path.lastIndexOf("/") + 1);
		return folder;
	}

	isRoot(): boolean {
		return this.path === "/";
	}
}

/** The folder part of a vault path ("" at the root). */
export function folderOf(path: string): string {
	const slash = path.lastIndexOf("/");
	return slash < 0 ? "" : path.slice(0, slash);
}
