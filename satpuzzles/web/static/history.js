// Undo and redo through the browser's own history: every edit is a history entry (pushState) holding
// the puzzle as it stood, so Back, Undo (Ctrl+Z), Forward and Redo (Ctrl+Y, Ctrl+Shift+Z) walk the same
// list of edits, and Back never leaves the page while an earlier edit is left.

let restore = () => {}; // (snapshot) => void: put an entry's puzzle back on the page
let listener = () => {}; // () => void: the undo and redo buttons follow
let first = 0; // the entry the page opened on: Undo stops there
let current = 0; // the entry shown
let last = 0; // the newest entry: Redo stops there

/** Start keeping edits: `onRestore(snapshot)` puts a popped entry back, `onChange()` after every move. */
export function startHistory(onRestore, onChange) {
  restore = onRestore;
  listener = onChange;
  const seq = history.state?.seq;
  if (typeof seq === "number") first = current = last = seq; // a reload keeps its own place
  window.addEventListener("popstate", (event) => {
    const snapshot = event.state;
    if (!snapshot || typeof snapshot.seq !== "number") return; // a hash typed by hand: hashchange opens it
    current = snapshot.seq;
    first = Math.min(first, current);
    last = Math.max(last, current);
    restore(snapshot);
    listener();
  });
}

/** A new edit: a new history entry (dropping what Redo could have brought back). */
export function record(snapshot, hash) {
  current += 1;
  last = current;
  history.pushState({ ...snapshot, seq: current }, "", hash);
  listener();
}

/** The entry shown, refreshed (a check's URL, the first puzzle): no new entry. `adopt`: the entry is one the
 *  browser made (a hash typed by hand), a new place in the list of edits. */
export function replace(snapshot, hash, adopt = false) {
  if (adopt) {
    current += 1;
    last = current;
  }
  history.replaceState({ ...snapshot, seq: current }, "", hash);
}

export function canUndo() {
  return current > first;
}

export function canRedo() {
  return current < last;
}

export function undo() {
  if (canUndo()) history.back();
}

export function redo() {
  if (canRedo()) history.forward();
}

/** Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z anywhere but in a text box (which keeps its own undo); true when used. */
export function undoKey(event) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
  if (event.target.closest?.("input, textarea, select")) return false;
  const key = event.key.toLowerCase();
  if (key === "z" && !event.shiftKey) undo();
  else if (key === "y" || (key === "z" && event.shiftKey)) redo();
  else return false;
  event.preventDefault();
  return true;
}
