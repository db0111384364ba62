// The console's wiring: page state, the edit -> check loop, and the buttons.
// Everything the page says about a puzzle comes from the API (api.js); this file only decides
// what to ask next and where to show the answer.

import { ApiError, cancel, download, onRunning, post, runningLabel, setTimeLimit, solve } from "./api.js";
import { Board } from "./board.js";
import { BoardEditor } from "./editor.js";
import { canRedo, canUndo, record, redo, replace, startHistory, undo, undoKey } from "./history.js";
import { fitBoard, zoomBy } from "./zoom.js";
import { describeStep, formatMs, showStatus } from "./panels.js";
import { clearResults, shadingNote, showCheckLists, showLooking } from "./results.js";
import {
  candidatesAfter, drawPencilMarks, fillStepList, markCurrent, pencilAfterHint, pencilMarks, positionWithPencil,
  shownSteps,
} from "./steplist.js";
import { emptyEntries, emptyPosition, gridShape, nextRegion, slotForApi, slotText } from "./puzzle.js";

const CHECK_DELAY_MS = 250; // debounce: a burst of edits costs one check (a lone edit is checked at once)
const PROGRESS_DELAY_MS = 150; // quick answers do not flash the progress indicator

const $ = (id) => document.getElementById(id);

const state = {
  types: new Map(), // GET /api/types: each type by name (its title, options, blank board and editor)
  puzzle: null,
  url: null, // its puzz.link URL, or null where puzz.link cannot hold it (the address then carries the JSON)
  slots: null, // what each cell and clue slot holds as typed (the server's "slots"), for the input box
  check: null, // the last /api/check reply for this puzzle
  draft: null, // what keeps a half-painted region map from being a puzzle yet (the server's `draft`), or null
  mode: "set", // "set": edit the puzzle; "solve": fill cells as a solver, for hints
  position: null, // the solver's own entries (solve mode), as solution values
  pencil: null, // the candidates hints left in empty cells (a list per cell, null where none), sent with the next
  entries: null, // the same entries as the tokens typed
  steps: null, // the /api/steps reply, the indexes of the steps listed, and which of those is shown
  shown: [],
  stepIndex: 0,
  target: null, // the cell or clue slot being typed into
  pairView: "off", // which of the closest pair is drawn: "a", "b" or "off" (the check's picture)
  drawSeq: 0, // newest picture request: older answers are dropped
  checkSeq: 0, // newest check: answers to older ones are dropped
  editedAt: 0, // performance.now() of the last edit, for the edit-to-shaded-board time
};

const board = new Board($("board"));
const boardEditor = new BoardEditor($("board"), board, {
  context: () => ({ puzzle: state.puzzle, mode: state.mode, editor: editor() }),
  text: (target) => currentText(target),
  put: (target, text, options) => putSlots([{ target, text }], options),
  paint: (cells, text) => putSlots(cells.map((target) => ({ target, text }))),
  lines: (pieces) => drawLines(pieces),
  paintToken: () => $("paint").value.trim(),
  openInput: (target) => openSlotInput(target),
});

// ---------------------------------------------------------------- errors and progress

/** Show one line (empty hides it): every failure the page meets says itself here, nowhere else. */
function showError(message, kind = "") {
  $("error").hidden = !message;
  $("error").textContent = message || "";
  $("error").dataset.kind = kind;
}

function report(error) {
  $("copied").hidden = true; // an old URL beside a new error would read as the answer to it
  if (error instanceof ApiError && error.status === 409) {
    showError("Cancelled.", "cancelled");
    return;
  }
  showError(error.message || String(error));
}

/** A solving request failed or was cancelled: no panel keeps an answer about what it was asked. */
function failed(error) {
  clearResults();
  clearSteps();
  pressPair("off");
  if (state.check) {
    state.check = null;
    $("status").textContent = "Not checked.";
    $("status").dataset.status = "none";
    $("status").dataset.complete = "true";
  }
  if (state.puzzle) redraw().catch(report); // the puzzle without the shading of a check no panel shows
  report(error);
}

let progressTimer = null;
let runningBefore = 0;
onRunning((count) => {
  // "Cancelled." answered the last request, not the one starting now.
  if (count > runningBefore && $("error").dataset.kind === "cancelled") showError("");
  runningBefore = count;
  clearTimeout(progressTimer);
  if (count === 0) {
    $("work").hidden = true;
    return;
  }
  progressTimer = setTimeout(() => {
    $("work-label").textContent = `${runningLabel()}…`;
    $("work").hidden = false;
  }, PROGRESS_DELAY_MS);
});
$("cancel").addEventListener("click", () => cancel());

// ---------------------------------------------------------------- the puzzle and the URL

/** The editor of the puzzle on the board (GET /api/types), or null where the console does not edit it. */
function editor() {
  return (state.puzzle && state.types.get(state.puzzle.type)?.editor) || null;
}

/** A new puzzle on the board (opened, blank, generated, or a fix applied): check it at once. `draft`: what keeps
 *  it from being a puzzle yet (a region map half painted, kept from an earlier edit). */
function setPuzzle(puzzle, svg, url = null, slots = null, how = "push", draft = null) {
  if (String(state.puzzle && gridShape(state.puzzle)) !== String(gridShape(puzzle))) boardEditor.reset();
  newBoard();
  state.puzzle = puzzle;
  state.slots = slots;
  state.draft = draft;
  state.position = emptyPosition(puzzle);
  state.pencil = null;
  state.entries = emptyEntries(puzzle);
  state.check = null;
  clearResults();
  clearSteps();
  followForm(puzzle);
  showTools();
  showSupport();
  if (svg) showBoard(svg, "plain");
  remember(how, url);
  checkSoon();
}

/** The form follows the board, so "Blank board" and "Generate" start from the puzzle on it: its type, its
 *  size, and the options that are fields of its JSON object with a number or true/false. */
function followForm(puzzle) {
  if (!state.types.has(puzzle.type)) return;
  $("type").value = puzzle.type;
  $("size").value = puzzle.size ?? Math.max(...gridShape(puzzle));
  showOptions();
  for (const input of $("type-options").querySelectorAll("input")) {
    const value = puzzle[input.dataset.option];
    if (typeof value === "boolean" && input.type === "checkbox") input.checked = value;
    else if (typeof value === "number" && input.type === "number") input.value = value;
  }
}

/** The board's tools: the paint box where a click or a drag in Set mode paints (its label from the editor), and
 *  "New region" where the paint makes regions. */
function showTools() {
  const paint = editor()?.paint;
  $("paint-tool").hidden = !paint || state.mode !== "set";
  $("paint-label").textContent = paint ? `Paint ${paint}` : "";
  $("new-region").hidden = !editor()?.regions;
}

$("new-region").addEventListener("click", () => {
  $("paint").value = nextRegion(state.puzzle, editor());
  $("board").focus();
});

/** An edited puzzle from /api/edit: its plain picture at once, then the check (a draft: what it lacks). */
function edit(reply) {
  state.puzzle = reply.puzzle;
  state.slots = reply.slots;
  state.draft = reply.draft || null;
  state.check = null;
  state.pencil = null; // the candidates hints left were the puzzle's before this edit
  clearResults();
  clearSteps();
  remember("push", reply.url);
  keepPending();
  state.drawSeq += 1;
  showBoard(reply.svg, "plain");
  showSupport();
  checkSoon();
}

// Edits go to the server one after another, each from the puzzle the one before made.
let edits = Promise.resolve();
// The Set-mode slot texts put on the page whose edit the server has not answered yet: a reply (an edit before
// them, a check) brings the server's slots, which do not hold them yet; they stay shown over it, so that the
// next key, a stroke or the cycle reads the board as typed, not as the server last saw it.
const pending = new Set();
// Counts the puzzles put on the board other than by an edit (opened, blank, generated, a fix, Undo/Back): an edit
// typed on one of them is not sent to, or applied over, the next.
let boardEpoch = 0;

/** Another puzzle on the board: edits still queued for the one before are dropped. */
function newBoard() {
  boardEpoch += 1;
  pending.clear();
}

/** The pending edits' texts over the slots a reply brought (after the history entry took the server's own). */
function keepPending() {
  for (const items of pending) for (const { target, text } of items) setText(target, text, false);
}

/** Type into slots (one, or a stroke's cells: one edit): Set mode edits the puzzle, Solve mode the solver's
 *  position. The slots show their text at once (a next key reads it), and go back if the server refuses it.
 *  Each item is {target, text, shown?}: `shown` is what the slot keeps on the page where it differs (a lone
 *  line end). Answers whether the server took it (null: dropped, another puzzle came on the board meanwhile);
 *  `quiet`: a refusal says nothing (the caller tries again). */
function putSlots(items, { quiet = false } = {}) {
  const solving = state.mode === "solve";
  const before = items.map(({ target }) => currentText(target));
  for (const { target, text, shown } of items) setText(target, shown ?? text, solving);
  if (!solving) pending.add(items);
  const epoch = boardEpoch;
  const done = edits.then(async () => {
    if (epoch !== boardEpoch) return null; // typed on a puzzle no longer on the board
    try {
      const slots = items.map(({ target, text }) => ({ ...slotForApi(target), text }));
      const body = items.length === 1 ? { ...slots[0] } : { slots };
      let reply;
      try {
        reply = await sendEdit({ ...body, solve: solving });
      } finally {
        pending.delete(items); // answered: the reply's slots hold it (or it goes back below)
      }
      if (epoch !== boardEpoch) return null;
      if (solving) {
        const values = items.length === 1 ? [reply.value] : reply.values;
        items.forEach(({ target }, k) => {
          state.position[target.row][target.col] = values[k];
        });
        remember("push");
        showPosition();
      } else {
        edit(reply);
      }
      showError("");
      return true;
    } catch (error) {
      if (epoch !== boardEpoch) return null;
      items.forEach(({ target }, k) => setText(target, before[k], solving));
      // A refused token stays said until the next edit, though a check of the edit before lands after it.
      if (!quiet) showError(error.message || String(error), "warning");
      return false;
    }
  });
  edits = done;
  return done;
}

/** One edit to /api/edit, from the puzzle on the board. A refusal (400) is the answer; a request the server did
 *  not answer (the connection dropped: status 0) or failed on (5xx) is sent once more before the edit goes back,
 *  so a busy machine does not drop a key. */
async function sendEdit(body) {
  try {
    return await post("/api/edit", { puzzle: state.puzzle, ...body });
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 0 && error.status < 500)) throw error;
    return post("/api/edit", { puzzle: state.puzzle, ...body });
  }
}

/** A line drawn by a drag (Solve mode): each cell's new piece; a lone end stays on the page only. */
function drawLines(pieces) {
  putSlots(
    pieces.map(({ cell: [row, col], text, valid }) => ({
      target: { kind: "cell", row, col },
      text: valid ? text : "",
      shown: text,
    })),
  );
}

function setText(target, text, solving = state.mode === "solve") {
  if (solving) state.entries[target.row][target.col] = text;
  else if (state.slots && target.kind === "clue") state.slots.clues[target.side][target.index] = text;
  else if (state.slots) state.slots.cells[target.row][target.col] = text;
}

/** The page URL carries the puzzle: a puzz.link URL when it can hold it, else the JSON. An edit is a new
 *  history entry ("push": Back undoes it); a check's URL or an opened address refreshes the entry ("replace"). */
function remember(how, url = state.url) {
  state.url = url;
  const hash = state.url ? `#url=${state.url}` : `#json=${encodeURIComponent(JSON.stringify(state.puzzle))}`;
  const snapshot = {
    puzzle: state.puzzle,
    slots: state.slots,
    url: state.url,
    draft: state.draft,
    position: state.position,
    entries: state.entries,
  };
  if (how === "push") record(snapshot, hash);
  else replace(snapshot, hash, how === "adopt");
  lastHash = location.hash;
  showUndo();
}

/** Back to an earlier (or later) edit: the history entry's puzzle and solver's entries, checked again. */
function restore(snapshot) {
  newBoard();
  if (String(gridShape(state.puzzle)) !== String(gridShape(snapshot.puzzle))) boardEditor.reset();
  Object.assign(state, {
    puzzle: snapshot.puzzle,
    slots: snapshot.slots,
    url: snapshot.url,
    draft: snapshot.draft ?? null,
    position: snapshot.position || emptyPosition(snapshot.puzzle),
    entries: snapshot.entries || emptyEntries(snapshot.puzzle),
    check: null,
    pencil: null,
  });
  lastHash = location.hash;
  clearResults();
  clearSteps();
  pressPair("off");
  followForm(state.puzzle);
  showTools();
  showSupport();
  checkSoon();
}

function showUndo() {
  $("undo").disabled = !canUndo();
  $("redo").disabled = !canRedo();
}

startHistory(restore, showUndo);
$("zoom-in").addEventListener("click", () => zoomBy($("board"), board, 1.25));
$("zoom-out").addEventListener("click", () => zoomBy($("board"), board, 0.8));
$("zoom-fit").addEventListener("click", () => zoomBy($("board"), board, 0));
$("board").addEventListener(
  "wheel",
  (event) => {
    if (!event.ctrlKey) return; // ctrl+wheel zooms the board, not the page
    event.preventDefault();
    zoomBy($("board"), board, event.deltaY < 0 ? 1.1 : 1 / 1.1);
  },
  { passive: false },
);
window.addEventListener("resize", () => fitBoard($("board"), board));
$("undo").addEventListener("click", undo);
$("redo").addEventListener("click", redo);
document.addEventListener("keydown", undoKey);

let lastHash = "";

/** Open what the hash holds (#url=... or #json=...); true when it held a puzzle. */
async function openHash(how = "replace") {
  const hash = location.hash;
  lastHash = hash;
  const match = /^#(url|json)=(.*)$/s.exec(hash);
  if (!match) return false;
  // A puzz.link URL is used as it stands (its own ?...), unless a mail or chat program percent-encoded
  // the whole of it; JSON was percent-encoded by remember.
  const encoded = match[1] === "json" || /^https?%3A/i.test(match[2]);
  const text = encoded ? decodeURIComponent(match[2]) : match[2];
  await openText(text, how);
  return true;
}

window.addEventListener("hashchange", () => {
  if (location.hash !== lastHash) openHash("adopt").catch(report); // a hash typed by hand: a new entry
});

async function openText(text, how = "push") {
  const reply = await post("/api/parse", { text });
  showError(reply.warnings && reply.warnings.length ? reply.warnings.join(" ") : "", "warning");
  setPuzzle(reply.puzzle, reply.svg, reply.url, reply.slots, how, reply.draft);
}

// ---------------------------------------------------------------- checking

let checkTimer = null;
let lastEditAt = -Infinity;

/** Check the puzzle: at once after a quiet spell, else when the burst of edits pauses; the wait in ms. */
function checkSoon() {
  const now = performance.now();
  const delay = checkTimer === null && now - lastEditAt >= CHECK_DELAY_MS ? 0 : CHECK_DELAY_MS;
  lastEditAt = now;
  state.editedAt = now;
  delete $("status").dataset.shadedMs;
  $("status").dataset.debounceMs = delay;
  clearTimeout(checkTimer);
  checkTimer = setTimeout(() => {
    checkTimer = null;
    runCheck().catch(failed);
  }, delay);
  return delay;
}

// The status comes first (unique, several, none: as soon as the solver proves it), then the undecided cells'
// shading where there are several solutions, then the rest of the explanation (closest pair, fixes,
// redundant clues, conflicts). A part cut short by the time limit ends the check: the lists say so.
const SHADING_ONLY = ["closest", "fixes", "redundant", "conflicts"];
const STATUS_ONLY = [...SHADING_ONLY, "forced"];

async function runCheck() {
  cancel("Checking"); // a newer puzzle makes the running check useless: free its server thread
  state.checkSeq += 1;
  if (state.draft) return showDraft();
  const puzzle = state.puzzle;
  $("status").textContent = "Checking…";
  $("status").dataset.status = "checking";
  $("status").dataset.complete = "false";
  let reply = await checkRequest(puzzle, STATUS_ONLY);
  if (!reply) return;
  showCheck(reply, false);
  $("announce").textContent = $("status").textContent.split(" · ")[0]; // said once per check, by a screen reader
  if (reply.status === "multiple" && !reply.complete.forced && !reply.timed_out) {
    reply = await checkRequest(puzzle, SHADING_ONLY);
    if (!reply) return;
    showCheck(reply, false);
  }
  if (reply.timed_out) return showCheck(reply, true, { partial: true });
  const full = await checkRequest(puzzle, []);
  if (full) showCheck(full, true);
}

/** A half-painted map is no puzzle to check yet: the status says, in the server's one line, what it lacks (the
 *  board keeps the edit; the next stroke may finish the map). */
function showDraft() {
  const line = $("status");
  line.textContent = `Not a puzzle yet: ${state.draft}.`;
  line.dataset.status = "draft";
  line.dataset.complete = "true";
  $("announce").textContent = line.textContent;
  if ($("error").dataset.kind !== "warning") showError("");
}

/** One /api/check of `puzzle`; null when an edit (or a newer check of it) made it useless. */
async function checkRequest(puzzle, skip) {
  const seq = state.checkSeq;
  const current = () => puzzle === state.puzzle && seq === state.checkSeq;
  try {
    const reply = await solve("/api/check", { puzzle, skip }, "Checking");
    return current() ? reply : null;
  } catch (error) {
    if (!current()) return null; // superseded: its own check follows
    $("status").textContent = error instanceof ApiError && error.status === 409 ? "Not checked: cancelled." : "Not checked.";
    $("status").dataset.status = "error";
    $("status").dataset.complete = "true";
    state.check = null;
    throw error;
  }
}

/** A check's answer on the page; `complete`: the last answer of the check (the lists are in it, or said not
 *  computed); `partial`: the shading answer was cut short, and ends the check. */
function showCheck(reply, complete, { partial = false } = {}) {
  if ($("error").dataset.kind !== "warning") showError("");
  const line = $("status");
  if (complete && !partial) {
    line.textContent += reply.timed_out ? " · explaining: time ran out" : ` · explained in ${formatMs(reply.elapsed_ms)}`;
  } else if (!complete) {
    showStatus(line, reply);
    line.textContent += shadingNote(reply);
  }
  line.dataset.complete = String(complete);
  if (complete) showCheckLists(reply, listActions);
  else showLooking();
  // Hidden by visibility, not display: the board must not jump under the pointer when the row comes and goes.
  $("pair").dataset.shown = String(Boolean(complete && reply.closest && reply.closest.length === 2));
  pressPair("off");
  if (complete && reply.timed_out && state.check) return; // the board keeps the shading proven before
  state.check = reply;
  if (reply.slots) state.slots = reply.slots;
  if (reply.url) remember("replace", reply.url);
  keepPending();
  state.drawSeq += 1; // a plain picture still on its way is older than this one
  if (state.mode === "set" && !state.steps) showBoard(reply.svg, "check");
  else redraw().catch(report); // the solver's entries or the steps asked for meanwhile stay on the board
  if (!complete && (reply.status !== "multiple" || reply.complete.forced)) {
    // Edit to shaded board, measured where a setter sees it (benchmarks/web_page.py reads it):
    // the debounce wait, the check request, and the picture laid out by the next frame.
    const editedAt = state.editedAt;
    requestAnimationFrame(() => {
      $("status").dataset.shadedMs = (performance.now() - editedAt).toFixed(1);
    });
  }
}

// What the entries of the lists do: a fix applies (pointing previews it), a redundant clue or a conflict set
// is outlined on the board while pointed at.
const listActions = {
  applyFix: (fix) => setPuzzle(fix.puzzle, null),
  previewFix: (fix) => previewFix(fix),
  highlight: (mark) => highlight(mark),
};

function highlight(mark) {
  board.unmark("hover");
  if (!mark) return;
  for (const [row, col] of mark.cells) board.mark({ kind: "cell", row, col }, "hover");
  for (const [side, index] of mark.clues) board.mark({ kind: "clue", side, index }, "hover");
}

/** The puzzle as a fix would make it, the fix's clue or given highlighted; null goes back to the view. */
async function previewFix(fix) {
  if (fix === null) return redraw().catch(report);
  state.drawSeq += 1;
  const seq = state.drawSeq;
  try {
    const reply = await post("/api/render", { puzzle: fix.puzzle, highlights: fix.marks || [] });
    if (seq === state.drawSeq) showBoard(reply.svg, "fix-preview", fix.slots);
  } catch (error) {
    report(error);
  }
}

// ---------------------------------------------------------------- drawing

/** Put a picture from the server on the board; where the editor paints (regions), label each cell with what it
 *  holds, in every mode (a solver reads the region numbers too): from `slots`, a fix preview's own. */
function showBoard(svg, view, slots = state.slots) {
  board.show(svg, gridShape(state.puzzle));
  fitBoard($("board"), board);
  $("board").dataset.view = view; // what the picture shows: check, step-K, pair-a, hint, ... (for the tests)
  if (editor()?.paint && slots) {
    slots.cells.forEach((row, r) => row.forEach((text, c) => board.label(r, c, text, "painted")));
  }
  boardEditor.decorate();
}

/** Draw the puzzle with what the current view adds (the solver's entries, a pair member, a step). */
async function redraw() {
  const body = { puzzle: state.puzzle };
  let view = "plain";
  if (state.steps) {
    const index = state.shown[state.stepIndex];
    body.solution = knownAfter(index);
    body.highlights = state.steps.steps[index].marks || [];
    view = `step-${state.stepIndex + 1}`;
  } else if (state.check && state.pairView !== "off") {
    body.solution = state.check.closest[state.pairView === "a" ? 0 : 1];
    body.highlights = [{ class: "differs", cells: state.check.differences, clues: [] }];
    view = `pair-${state.pairView}`;
  } else if (state.mode === "solve") {
    body.solution = state.position;
    view = "position";
  } else if (state.check) {
    showBoard(state.check.svg, "check");
    return;
  }
  state.drawSeq += 1;
  const seq = state.drawSeq;
  const reply = await post("/api/render", body);
  if (seq !== state.drawSeq) return;
  showBoard(reply.svg, view);
  if (view === "position" && state.pencil) drawPencilMarks(board, pencilMarks(state.pencil, state.position));
  if (state.steps && state.steps.candidates) {
    const index = state.shown[state.stepIndex];
    drawPencilMarks(board, candidatesAfter(state.steps.candidates, state.steps.steps.slice(0, index + 1)));
  }
}

function pressPair(view) {
  state.pairView = view;
  for (const [id, name] of [["pair-a", "a"], ["pair-b", "b"], ["pair-off", "off"]]) {
    $(id).setAttribute("aria-pressed", String(view === name));
  }
}

for (const [id, view] of [["pair-a", "a"], ["pair-b", "b"], ["pair-off", "off"]]) {
  $(id).addEventListener("click", () => {
    pressPair(view);
    clearSteps();
    redraw().catch(report);
  });
}

// ---------------------------------------------------------------- editing on the board

/** The solver's own entries drawn over the puzzle (leaving a step or pair view). */
function showPosition() {
  clearSteps();
  pressPair("off");
  redraw().catch(report);
}

function openSlotInput(target) {
  const input = $("slot-input");
  state.target = target;
  const box = board.slotRect(target);
  Object.assign(input.style, {
    left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px`,
  });
  input.value = currentText(target);
  board.unmark("selected");
  board.mark(target, "selected");
  input.hidden = false;
  input.focus();
  input.select();
}

function currentText(target) {
  if (state.mode === "solve" && target.kind === "cell") return state.entries[target.row][target.col];
  return slotText(state.slots, target);
}

function commitSlotInput() {
  const input = $("slot-input");
  const target = state.target;
  if (!target || input.hidden) return;
  input.hidden = true;
  board.unmark("selected");
  state.target = null;
  if (input.value.trim() === currentText(target)) return;
  putSlots([{ target, text: input.value.trim() }]);
}

// The text box over a slot (Enter on the board opens it, for a long token): arrows move it on, Enter types it.
$("slot-input").addEventListener("keydown", (event) => {
  if (event.key in ARROWS) {
    const next = state.target && boardEditor.neighbour(state.target, ARROWS[event.key]);
    if (!next) return;
    event.preventDefault();
    commitSlotInput();
    openSlotInput(next);
    boardEditor.moveTo(next);
    return;
  }
  if (event.key === "Enter" || event.key === "Escape") {
    if (event.key === "Enter") commitSlotInput();
    $("slot-input").hidden = true;
    board.unmark("selected");
    state.target = null;
    $("board").focus();
  }
});

const ARROWS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
$("slot-input").addEventListener("blur", commitSlotInput);

for (const radio of document.querySelectorAll('input[name="mode"]')) {
  radio.addEventListener("change", () => {
    state.mode = radio.value;
    document.body.dataset.mode = radio.value;
    showTools();
    clearSteps();
    pressPair("off");
    if (state.puzzle) redraw().catch(report);
  });
}

// ---------------------------------------------------------------- hints and steps

function clearSteps() {
  state.steps = null;
  state.shown = [];
  $("stepper").hidden = true;
  $("step-list").replaceChildren();
  $("step-text").textContent = "";
  $("grade").textContent = "";
}

/** The values decided by steps 0..k, as a partial grid (null = not yet known). */
function knownAfter(k) {
  const known = emptyPosition(state.puzzle);
  for (const step of state.steps.steps.slice(0, k + 1)) {
    for (const fact of step.decided) known[fact.row][fact.column] = fact.value;
  }
  return known;
}

$("hint").addEventListener("click", async () => {
  if (!state.puzzle) return;
  clearSteps();
  pressPair("off");
  try {
    const position = positionWithPencil(state.position, state.pencil);
    const reply = await solve("/api/hint", { puzzle: state.puzzle, state: position }, "Finding a hint");
    state.drawSeq += 1; // a picture still on its way is older than the hint
    showBoard(reply.svg, "hint");
    if (reply.step && reply.candidates) {
      state.pencil = pencilAfterHint(state.pencil, reply.candidates, reply.step); // the next hint starts there
      drawPencilMarks(board, pencilMarks(state.pencil, state.position, reply.step));
    }
    if (reply.wrong && reply.wrong.length) {
      const cells = reply.wrong.map((f) => `r${f.row + 1}c${f.column + 1}`).join(", ");
      $("step-text").textContent = `Wrong: ${cells} (no solution from this position).`;
    } else if (reply.step) {
      $("step-text").textContent = `Hint (${formatMs(reply.elapsed_ms)}):\n${describeStep(reply.step)}`;
    } else {
      $("step-text").textContent = reply.status === "unique" ? "Nothing left to deduce: solved." : `No hint: ${reply.status}.`;
    }
    showError("");
  } catch (error) {
    failed(error);
  }
});

$("steps").addEventListener("click", async () => {
  if (!state.puzzle) return;
  pressPair("off");
  try {
    const reply = await solve("/api/steps", { puzzle: state.puzzle }, "Solving step by step");
    clearSteps();
    if (!reply.steps || reply.steps.length === 0) {
      $("step-text").textContent = `No steps: ${reply.status}.`;
      return;
    }
    state.steps = reply;
    state.shown = shownSteps(reply);
    if (state.shown.length === 0) state.shown = reply.steps.map((_, index) => index);
    state.stepIndex = 0;
    const partial = reply.complete ? "" : " (path incomplete: time ran out)";
    const left = reply.steps.length - state.shown.length;
    const givens = left ? ` (${left} that only restate givens left out)` : "";
    const level = reply.level ? `Grade: ${reply.level} (score ${reply.score}), ` : "";
    $("grade").textContent = `${level}${state.shown.length} steps${givens}${partial}`;
    fillStepList($("step-list"), reply, state.shown, (position) => showStep(position).catch(report));
    $("stepper").hidden = false;
    await showStep(0);
    showError("");
  } catch (error) {
    failed(error);
  }
});

async function showStep(k) {
  const total = state.shown.length;
  state.stepIndex = Math.max(0, Math.min(total - 1, k));
  $("step-label").textContent = `step ${state.stepIndex + 1} of ${total}`;
  $("step-prev").disabled = state.stepIndex === 0;
  $("step-next").disabled = state.stepIndex === total - 1;
  $("step-text").textContent = describeStep(state.steps.steps[state.shown[state.stepIndex]]);
  markCurrent($("step-list"), state.stepIndex);
  await redraw();
}

$("grade-button").addEventListener("click", async () => {
  if (!state.puzzle) return;
  try {
    const reply = await solve("/api/grade", { puzzle: state.puzzle }, "Grading");
    $("grade").textContent = reply.level
      ? `Grade: ${reply.level} (score ${reply.score}, by ${reply.method}) in ${formatMs(reply.elapsed_ms)}`
      : `Not graded: ${reply.status === "timeout" ? "time ran out" : reply.status}.`;
    showError("");
  } catch (error) {
    failed(error);
  }
});

$("step-prev").addEventListener("click", () => showStep(state.stepIndex - 1).catch(report));
$("step-next").addEventListener("click", () => showStep(state.stepIndex + 1).catch(report));

// ---------------------------------------------------------------- new, open, generate

/** The chosen type's generator options as the form holds them; an empty box (or an unticked one) is left out. */
function formOptions() {
  const options = {};
  for (const input of $("type-options").querySelectorAll("input")) {
    if (input.type === "checkbox") {
      if (input.checked) options[input.dataset.option] = true;
    } else if (input.value.trim() !== "") {
      options[input.dataset.option] = Number(input.value);
    }
  }
  return options;
}

/** The type list, from GET /api/types: every registered type, built in or a plugin. */
function fillTypes(reply) {
  state.types = new Map(reply.types.map((type) => [type.name, type]));
  $("type").replaceChildren(
    ...reply.types.map((type) => {
      const option = document.createElement("option");
      option.value = type.name;
      option.textContent = type.title;
      return option;
    }),
  );
  showOptions();
  fillExamples(reply.types);
}

/** The examples: every type's samples (its spec's), opened like pasted text when picked. */
function fillExamples(types) {
  const none = document.createElement("option");
  none.value = "";
  none.textContent = "choose a puzzle";
  const options = types.flatMap((type) =>
    type.samples.map((sample, index) => {
      const option = document.createElement("option");
      option.value = `${type.name}/${index}`;
      option.textContent = `${type.title}: ${sample.name}`;
      return option;
    }),
  );
  $("example").replaceChildren(none, ...options);
}

$("example").addEventListener("change", () => {
  const [name, index] = $("example").value.split("/");
  const sample = state.types.get(name)?.samples[Number(index)];
  if (sample) openText(sample.text).catch(report);
});

/** The chosen type's generator options as form rows: a number box (with its bounds) or a tick box. */
function showOptions() {
  const type = state.types.get($("type").value);
  const rows = [];
  for (const option of type?.options || []) {
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.id = `option-${option.name}`;
    input.dataset.option = option.name;
    input.dataset.testid = `option-${option.name}`;
    input.title = option.help;
    label.htmlFor = input.id;
    label.title = option.help;
    label.textContent = option.name.replaceAll("_", " ");
    if (option.kind === "bool") {
      input.type = "checkbox";
    } else {
      input.type = "number";
      input.step = option.kind === "int" ? "1" : "any";
      if (option.minimum !== null) input.min = option.minimum;
      if (option.maximum !== null) input.max = option.maximum;
      input.placeholder = "default";
    }
    rows.push(label, input);
  }
  $("type-options").replaceChildren(...rows);
  showFormSupport(type);
}

$("type").addEventListener("change", showOptions);

/** Buttons marked data-needs="FEATURE" follow the puzzle on the board: disabled, with the reason on hover,
 *  where its type lacks the feature (GET /api/types, "unsupported"). */
function showSupport() {
  const missing = (state.puzzle && state.types.get(state.puzzle.type)?.unsupported) || {};
  for (const button of document.querySelectorAll("[data-needs]")) {
    const reason = missing[button.dataset.needs] || (state.draft && `not yet a puzzle: ${state.draft}`);
    button.disabled = Boolean(reason);
    if (reason) button.title = reason;
    else button.removeAttribute("title");
  }
}

/** "Blank board" and "Generate" follow the chosen type, the same way. */
function showFormSupport(type) {
  for (const [id, feature] of [["new", "blank"], ["generate", "generate"]]) {
    const reason = type ? type.unsupported?.[feature] : "no type chosen";
    $(id).disabled = Boolean(reason);
    if (reason) $(id).title = reason;
    else $(id).removeAttribute("title");
  }
}

$("new").addEventListener("click", async () => {
  try {
    const reply = await post("/api/blank", {
      type: $("type").value, size: Number($("size").value), options: formOptions(),
    });
    showError("");
    setPuzzle(reply.puzzle, reply.svg, reply.url, reply.slots);
  } catch (error) {
    report(error);
  }
});

$("open").addEventListener("click", () => openText($("paste").value).catch(report));

$("generate").addEventListener("click", async () => {
  const body = { type: $("type").value, size: Number($("size").value), options: formOptions() };
  if ($("difficulty").value) body.difficulty = $("difficulty").value;
  try {
    const reply = await solve("/api/generate", body, "Generating");
    showError("");
    setPuzzle(reply.puzzle, reply.svg, reply.url, reply.slots);
    if (reply.grade) $("grade").textContent = `Grade: ${reply.grade.level}`;
  } catch (error) {
    failed(error);
  }
});

// ---------------------------------------------------------------- out

async function exports() {
  return post("/api/export", { puzzle: state.puzzle });
}

const EXPORTS = {
  svg: ["puzzle.svg", "image/svg+xml"],
  text: ["puzzle.txt", "text/plain"],
  json: ["puzzle.json", "application/json"],
  dimacs: ["puzzle.cnf", "text/plain"],
};

for (const button of document.querySelectorAll("[data-export]")) {
  button.addEventListener("click", async () => {
    if (!state.puzzle) return;
    const format = button.dataset.export;
    try {
      const reply = await exports();
      if (reply[format] == null) throw new Error(reply.errors?.[format] || `${format}: not available`);
      download(reply[format], ...EXPORTS[format]);
      showError("");
    } catch (error) {
      report(error);
    }
  });
}

$("copy-url").addEventListener("click", async () => {
  if (!state.puzzle) return;
  try {
    const reply = await exports();
    if (!reply.puzzlink) throw new Error(reply.errors?.puzzlink || "puzz.link cannot hold this puzzle");
    $("copied").textContent = reply.puzzlink;
    $("copied").hidden = false;
    // The clipboard needs a secure context (127.0.0.1 is one); the URL stays shown either way.
    await navigator.clipboard?.writeText(reply.puzzlink).catch(() => {});
    showError("");
  } catch (error) {
    report(error);
  }
});

// ---------------------------------------------------------------- start

/** The type list, then the puzzle in the address, or else the first example (a type's first sample). */
async function start() {
  const response = await fetch("/api/types");
  if (!response.ok) throw new Error(`the type list: HTTP ${response.status}`);
  const types = await response.json();
  fillTypes(types);
  $("time-limit").max = types.timeout; // the server's own limit: a request may ask less, never more
  $("time-limit").placeholder = String(types.timeout);
  if (await openHash()) return;
  const first = [...state.types.values()].find((type) => type.samples.length);
  if (!first) return;
  $("type").value = first.name;
  showOptions();
  await openText(first.samples[0].text, "replace"); // the page's first entry: Undo stops here
}

$("time-limit").addEventListener("change", () => setTimeLimit(Number($("time-limit").value)));
$("check-again").addEventListener("click", () => {
  if (!state.puzzle) return;
  clearResults();
  clearSteps();
  runCheck().catch(failed);
});

start().catch(report);
