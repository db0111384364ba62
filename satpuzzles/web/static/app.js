// The console's wiring: page state, the edit -> check loop, and the buttons.
// Everything the page says about a puzzle comes from the API (api.js); this file only decides
// what to ask next and where to show the answer.

import { ApiError, cancel, download, onRunning, post, runningLabel, solve } from "./api.js";
import { Board, slotPosition, targetAt } from "./board.js";
import { describeStep, fillList, formatMs, describePart, showStatus } from "./panels.js";
import {
  clueText, emptyPosition, givenText, letterRange, paintRegion, positionForApi, positionValue, setClue, setGiven,
} from "./puzzle.js";

const CHECK_DELAY_MS = 250; // debounce: a burst of edits costs one check (a lone edit is checked at once)
const PROGRESS_DELAY_MS = 150; // quick answers do not flash the progress indicator

const $ = (id) => document.getElementById(id);

const state = {
  puzzle: null,
  check: null, // the last /api/check reply for this puzzle
  mode: "set", // "set": edit the puzzle; "solve": fill cells as a solver, for hints
  position: null, // the solver's own entries (solve mode)
  steps: null, // the /api/steps reply, and which step is shown
  stepIndex: 0,
  target: null, // the cell or clue slot being typed into
  pairView: "off", // which of the closest pair is drawn: "a", "b" or "off" (the check's picture)
  drawSeq: 0, // newest picture request: older answers are dropped
  editedAt: 0, // performance.now() of the last edit, for the edit-to-shaded-board time
};

const board = new Board($("board"), pick);

// ---------------------------------------------------------------- errors and progress

/** Show one line (empty hides it): every failure the page meets says itself here, nowhere else. */
function showError(message) {
  $("error").hidden = !message;
  $("error").textContent = message || "";
}

function report(error) {
  if (error instanceof ApiError && error.status === 409) {
    showError("Cancelled.");
    return;
  }
  showError(error.message || String(error));
}

let progressTimer = null;
onRunning((count) => {
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

/** A new puzzle on the board (opened, blank, generated, or a fix applied): check it at once. */
function setPuzzle(puzzle, svg, url = null) {
  state.puzzle = puzzle;
  state.position = emptyPosition(puzzle);
  state.check = null;
  clearSteps();
  document.body.dataset.boardType = puzzle.type;
  followForm(puzzle);
  if (svg) showBoard(svg, "plain");
  updateHash(url);
  checkSoon();
}

/** The form follows the board, so "Blank board" and "Generate" start from the puzzle on it. */
function followForm(puzzle) {
  if (![...$("type").options].some((option) => option.value === puzzle.type)) return;
  $("type").value = puzzle.type;
  $("size").value = puzzle.size;
  document.body.dataset.type = puzzle.type;
  if (puzzle.type === "starbattle") $("stars").value = puzzle.stars;
  if (puzzle.type === "easyasabc") $("letters").value = puzzle.letters.length;
}

/** An edit: check it, and while the check waits out a burst of edits, show the plain picture. */
function edit(puzzle) {
  state.puzzle = puzzle;
  state.check = null;
  clearSteps();
  updateHash(null);
  // A check sent at once draws the board itself; a debounced one leaves the plain picture to show the edit.
  if (checkSoon() > 0) redraw().catch(report);
}

/** The page URL carries the puzzle: a puzz.link URL when it can hold it, else the JSON. */
function updateHash(url) {
  const hash = url ? `#url=${url}` : `#json=${encodeURIComponent(JSON.stringify(state.puzzle))}`;
  if (location.hash !== hash) history.replaceState(null, "", hash);
  lastHash = location.hash;
}

let lastHash = "";

/** Open what the hash holds (#url=... or #json=...); true when it held a puzzle. */
async function openHash() {
  const hash = location.hash;
  lastHash = hash;
  const match = /^#(url|json)=(.*)$/s.exec(hash);
  if (!match) return false;
  // A puzz.link URL is used as it stands (its own ?...), unless a mail or chat program percent-encoded
  // the whole of it; JSON was percent-encoded by updateHash.
  const encoded = match[1] === "json" || /^https?%3A/i.test(match[2]);
  const text = encoded ? decodeURIComponent(match[2]) : match[2];
  await openText(text);
  return true;
}

window.addEventListener("hashchange", () => {
  if (location.hash !== lastHash) openHash().catch(report);
});

async function openText(text) {
  const reply = await post("/api/parse", { text });
  showError(reply.warnings && reply.warnings.length ? reply.warnings.join(" ") : "");
  setPuzzle(reply.puzzle, reply.svg, reply.url);
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
    runCheck().catch(report);
  }, delay);
  return delay;
}

// The shading alone comes first (status, undecided cells: the fastest answer the server gives),
// then the rest of the explanation (closest pair, fixes, redundant clues, conflicts).
const SHADING_ONLY = ["closest", "fixes", "redundant", "conflicts"];

async function runCheck() {
  cancel("Checking"); // a newer puzzle makes the running check useless: free its server thread
  const puzzle = state.puzzle;
  $("status").textContent = "Checking…";
  $("status").dataset.status = "checking";
  $("status").dataset.complete = "false";
  const shading = await checkRequest(puzzle, SHADING_ONLY);
  if (!shading) return;
  showCheck(shading, false);
  const full = await checkRequest(puzzle, []);
  if (full) showCheck(full, true);
}

/** One /api/check of `puzzle`; null when an edit made it useless. */
async function checkRequest(puzzle, skip) {
  try {
    const reply = await solve("/api/check", { puzzle, skip }, "Checking");
    return puzzle === state.puzzle ? reply : null;
  } catch (error) {
    if (puzzle !== state.puzzle) return null; // superseded by an edit: its own check follows
    $("status").textContent = "Not checked.";
    $("status").dataset.status = "error";
    throw error;
  }
}

/** A check's answer on the page; `complete`: the lists and the closest pair are in it too. */
function showCheck(reply, complete) {
  showError("");
  state.check = reply;
  if (reply.url) updateHash(reply.url);
  if (complete) {
    $("status").textContent += ` · explained in ${formatMs(reply.elapsed_ms)}`;
  } else {
    showStatus($("status"), reply);
  }
  $("status").dataset.complete = String(complete);
  if (complete) showCheckLists(reply);
  else for (const list of ["fixes", "redundant", "conflicts"]) fillList($(list), [], { empty: "looking…" });
  // Hidden by visibility, not display: the board must not jump under the pointer when the row comes and goes.
  $("pair").dataset.shown = String(Boolean(complete && reply.closest && reply.closest.length === 2));
  pressPair("off");
  state.drawSeq += 1; // a plain picture still on its way is older than this one
  if (state.mode === "set" && !state.steps) showBoard(reply.svg, "check");
  else redraw().catch(report); // the solver's entries or the steps asked for meanwhile stay on the board
  if (!complete) {
    // Edit to shaded board, measured where a setter sees it (benchmarks/web_page.py reads it):
    // the debounce wait, the check request, and the picture laid out by the next frame.
    const editedAt = state.editedAt;
    requestAnimationFrame(() => {
      $("status").dataset.shadedMs = (performance.now() - editedAt).toFixed(1);
    });
  }
}

function showCheckLists(reply) {
  const fixes = reply.fixes || [];
  fillList($("fixes"), fixes.map((fix) => fix.action || describePart(fix.hint)), {
    testid: "fix",
    onClick: (index) => setPuzzle(fixes[index].puzzle, null),
    onPreview: (index) => previewFix(index === null ? null : fixes[index]),
    empty: { multiple: "none found by a single clue or given", unique: "none needed" }[reply.status] || "none",
  });
  const redundant = reply.redundant_names || (reply.redundant || []).map(describePart);
  fillList($("redundant"), redundant, { testid: "redundant-item" });
  const conflicts = reply.conflict_names
    ? reply.conflict_names.map((names) => names.join(" + "))
    : (reply.conflicts || []).map((parts) => parts.map(describePart).join(" + "));
  fillList($("conflicts"), conflicts, { testid: "conflict-item" });
}

/** The puzzle as a fix would make it, the fix's clue or given highlighted; null goes back to the view. */
async function previewFix(fix) {
  if (fix === null) return redraw().catch(report);
  state.drawSeq += 1;
  const seq = state.drawSeq;
  try {
    const reply = await post("/api/render", { puzzle: fix.puzzle, highlights: fix.marks || [] });
    if (seq === state.drawSeq) showBoard(reply.svg, "fix-preview");
  } catch (error) {
    report(error);
  }
}

// ---------------------------------------------------------------- drawing

/** Put a picture from the server on the board; while painting Star Battle regions, label each cell's id.
 *  `position`: the partial grid the picture draws; its Star Battle "no star" cells (0) get a dot, which the
 *  renderer does not draw (it draws a solution's stars only). */
function showBoard(svg, view, position = null) {
  const puzzle = state.puzzle;
  board.show(svg, puzzle.size);
  $("board").dataset.view = view; // what the picture shows: check, step-K, pair-a, hint, ... (for the tests)
  if (puzzle.type !== "starbattle") return;
  if (position) position.forEach((row, r) => row.forEach((value, c) => value === 0 && board.dot(r, c, "no-star")));
  if (state.mode !== "set") return;
  puzzle.regions.forEach((row, r) => row.forEach((region, c) => board.label(r, c, String(region), "region-id")));
}

/** Draw the puzzle with what the current view adds (the solver's entries, a pair member, a step). */
async function redraw() {
  const body = { puzzle: state.puzzle };
  let view = "plain";
  let position = null; // a partial grid drawn (its "no star" cells dotted), not a whole solution
  if (state.steps) {
    position = knownAfter(state.stepIndex);
    body.solution = positionForApi(state.puzzle, position);
    body.highlights = state.steps.steps[state.stepIndex].marks || [];
    view = `step-${state.stepIndex + 1}`;
  } else if (state.check && state.pairView !== "off") {
    body.solution = state.check.closest[state.pairView === "a" ? 0 : 1];
    body.highlights = [{ class: "differs", cells: state.check.differences, clues: [] }];
    view = `pair-${state.pairView}`;
  } else if (state.mode === "solve") {
    position = state.position;
    body.solution = positionForApi(state.puzzle, position);
    view = "position";
  } else if (state.check) {
    showBoard(state.check.svg, "check");
    return;
  }
  state.drawSeq += 1;
  const seq = state.drawSeq;
  const reply = await post("/api/render", body);
  if (seq === state.drawSeq) showBoard(reply.svg, view, position);
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

/** A click on a cell or clue slot: paint (Star Battle regions), toggle a star, or type a value. */
function pick(target) {
  if (!state.puzzle) return;
  const puzzle = state.puzzle;
  if (target.kind === "clue" && (puzzle.type === "starbattle" || state.mode === "solve")) return;
  if (state.mode === "set" && puzzle.type === "starbattle") {
    const region = Number($("region").value);
    if (!Number.isInteger(region) || region < -1) return showError("region: a whole number, -1 for a blocked cell");
    if (puzzle.regions[target.row][target.col] !== region) edit(paintRegion(puzzle, target.row, target.col, region));
    return;
  }
  if (state.mode === "solve" && puzzle.type === "starbattle") {
    const cycle = { null: 1, 1: 0, 0: null }; // star, no star, empty
    state.position[target.row][target.col] = cycle[state.position[target.row][target.col]];
    showPosition();
    return;
  }
  openSlotInput(target);
}

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
  const puzzle = state.puzzle;
  if (target.kind === "clue") return clueText(puzzle, target.side, target.index);
  if (state.mode === "solve") {
    const value = state.position[target.row][target.col];
    return value === null ? "" : puzzle.type === "skyscrapers" && value === 0 ? "-" : String(value);
  }
  return givenText(puzzle, target.row, target.col);
}

function commitSlotInput() {
  const input = $("slot-input");
  const target = state.target;
  if (!target || input.hidden) return;
  input.hidden = true;
  board.unmark("selected");
  state.target = null;
  if (input.value.trim() === currentText(target)) return;
  try {
    const puzzle = state.puzzle;
    if (state.mode === "solve") {
      state.position[target.row][target.col] = positionValue(puzzle, input.value);
      showPosition();
    } else if (target.kind === "clue") {
      edit(setClue(puzzle, target.side, target.index, input.value));
    } else {
      edit(setGiven(puzzle, target.row, target.col, input.value));
    }
    showError("");
  } catch (error) {
    report(error);
  }
}

// Arrow keys move the input to the next cell or clue slot (in grid order), so a line of clues is typed in a row.
const STEPS = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The cell or clue slot one step from `target`, or null off the board (corners hold no clue). */
function neighbour(target, [dr, dc]) {
  const { row, col } = slotPosition(target, state.puzzle.size);
  const next = targetAt(row + dr, col + dc, state.puzzle.size);
  const cluesOpen = state.mode === "set" && state.puzzle.type !== "starbattle";
  return next && (next.kind === "cell" || cluesOpen) ? next : null;
}

$("slot-input").addEventListener("keydown", (event) => {
  if (event.key in STEPS) {
    const next = state.target && neighbour(state.target, STEPS[event.key]);
    if (!next) return;
    event.preventDefault();
    commitSlotInput();
    openSlotInput(next);
    return;
  }
  if (event.key === "Enter") commitSlotInput();
  if (event.key === "Escape") {
    $("slot-input").hidden = true;
    board.unmark("selected");
    state.target = null;
  }
});
$("slot-input").addEventListener("blur", commitSlotInput);

for (const radio of document.querySelectorAll('input[name="mode"]')) {
  radio.addEventListener("change", () => {
    state.mode = radio.value;
    document.body.dataset.mode = radio.value;
    clearSteps();
    pressPair("off");
    if (state.puzzle) redraw().catch(report);
  });
}

// ---------------------------------------------------------------- hints and steps

function clearSteps() {
  state.steps = null;
  $("stepper").hidden = true;
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
    const position = state.position.map((row) => [...row]); // as sent: the hint's picture draws it
    const reply = await solve("/api/hint", {
      puzzle: state.puzzle, state: positionForApi(state.puzzle, position),
    }, "Finding a hint");
    state.drawSeq += 1; // a picture still on its way is older than the hint
    showBoard(reply.svg, "hint", position);
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
    report(error);
  }
});

$("steps").addEventListener("click", async () => {
  if (!state.puzzle) return;
  pressPair("off");
  try {
    const reply = await solve("/api/steps", { puzzle: state.puzzle }, "Solving step by step");
    if (!reply.steps || reply.steps.length === 0) {
      $("step-text").textContent = `No steps: ${reply.status}.`;
      return;
    }
    state.steps = reply;
    state.stepIndex = 0;
    const partial = reply.complete ? "" : " (path incomplete: time ran out)";
    $("grade").textContent = `Grade: ${reply.level} (score ${reply.score}), ${reply.steps.length} steps${partial}`;
    $("stepper").hidden = false;
    await showStep(0);
    showError("");
  } catch (error) {
    report(error);
  }
});

async function showStep(k) {
  const total = state.steps.steps.length;
  state.stepIndex = Math.max(0, Math.min(total - 1, k));
  $("step-label").textContent = `step ${state.stepIndex + 1} of ${total}`;
  $("step-prev").disabled = state.stepIndex === 0;
  $("step-next").disabled = state.stepIndex === total - 1;
  $("step-text").textContent = describeStep(state.steps.steps[state.stepIndex]);
  await redraw();
}

$("step-prev").addEventListener("click", () => showStep(state.stepIndex - 1).catch(report));
$("step-next").addEventListener("click", () => showStep(state.stepIndex + 1).catch(report));

// ---------------------------------------------------------------- new, open, generate

function formOptions(forGenerator) {
  const type = $("type").value;
  if (type === "starbattle") return { stars: Number($("stars").value) };
  if (type === "easyasabc") {
    const count = Number($("letters").value);
    return { letters: forGenerator ? count : letterRange(count) };
  }
  return {};
}

$("type").addEventListener("change", () => {
  document.body.dataset.type = $("type").value;
});
document.body.dataset.type = $("type").value;

$("new").addEventListener("click", async () => {
  try {
    const reply = await post("/api/blank", {
      type: $("type").value, size: Number($("size").value), options: formOptions(false),
    });
    showError("");
    setPuzzle(reply.puzzle, reply.svg, reply.url);
  } catch (error) {
    report(error);
  }
});

$("open").addEventListener("click", () => openText($("paste").value).catch(report));

$("generate").addEventListener("click", async () => {
  const body = { type: $("type").value, size: Number($("size").value), options: formOptions(true) };
  if ($("difficulty").value) body.difficulty = $("difficulty").value;
  try {
    const reply = await solve("/api/generate", body, "Generating");
    showError("");
    setPuzzle(reply.puzzle, reply.svg, reply.url);
    if (reply.grade) $("grade").textContent = `Grade: ${reply.grade.level}`;
  } catch (error) {
    report(error);
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

async function start() {
  if (await openHash()) return;
  const reply = await post("/api/blank", { type: "skyscrapers", size: 5, options: {} });
  setPuzzle(reply.puzzle, reply.svg, reply.url);
}

start().catch(report);
