/** Hands a file to the browser's downloads, named `name`. */
export function saveFile(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a file: the browser's downloads, or a story's record of them. */
export type SaveFile = (name: string, file: Blob) => void;
