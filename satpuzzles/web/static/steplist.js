// The steps as a setter reads them: a list of what each step does (steps that only restate a given are left
// out), the step shown, and the pencil marks (candidates) the steps so far leave in each open cell, drawn on
// the board instead of an outline. Values and words come from the server (/api/steps "words", "candidates").

const SVG_NS = "http://www.w3.org/2000/svg";

/** The indexes of the steps the list shows: every step but those that only say what a given holds. */
export function shownSteps(reply) {
  return reply.steps.map((step, index) => [step, index]).filter(([step]) => !step.words?.restates_givens)
    .map(([, index]) => index);
}

/** The list: one button per shown step ("3. 5 is impossible in r1c3"), `onPick(position)` on a click. */
export function fillStepList(list, reply, shown, onPick) {
  list.replaceChildren(
    ...shown.map((index, position) => {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.testid = "step-item";
      button.textContent = reply.steps[index].words?.does ?? "";
      button.addEventListener("click", () => onPick(position));
      item.appendChild(button);
      return item;
    }),
  );
}

/** Mark the shown step in the list and keep it in view. */
export function markCurrent(list, position) {
  [...list.children].forEach((item, k) => {
    const button = item.firstElementChild;
    if (k === position) {
      button.setAttribute("aria-current", "step");
      item.scrollIntoView({ block: "nearest" });
    } else {
      button.removeAttribute("aria-current");
    }
  });
}

/** Per cell, the values steps 0..k leave it, or null where no step excluded one yet or the cell is decided;
 *  `fresh`: the cells step k excluded values from. */
export function candidatesAfter(candidates, steps) {
  const left = candidates.map((row) => row.map((values) => ({ values: [...values], narrowed: false, decided: false })));
  for (const step of steps) {
    for (const fact of step.excluded) {
      const cell = left[fact.row][fact.column];
      cell.values = cell.values.filter((value) => value !== fact.value);
      cell.narrowed = true;
    }
    for (const fact of step.decided) left[fact.row][fact.column].decided = true;
  }
  const last = steps[steps.length - 1];
  const fresh = new Set((last?.excluded || []).map((fact) => `${fact.row},${fact.column}`));
  const most = Math.max(1, ...candidates.flat().map((values) => values.length));
  return {
    cells: left.map((row) => row.map((cell) => (cell.narrowed && !cell.decided ? cell.values : null))),
    fresh,
    across: Math.max(2, Math.ceil(Math.sqrt(most))), // candidates per line in a cell
  };
}

/** Small candidate values in the open cells (a grid of them per cell), on top of the server's picture. */
export function drawPencilMarks(board, { cells, fresh, across }) {
  if (!board.svg || !board.grid) return;
  const { left, top, step } = board.grid;
  for (const svgMark of board.svg.querySelectorAll(".page-mark.pencil")) svgMark.remove();
  // Tokens of two letters or more (line pieces: "ne", "sw") get a smaller font, so neighbours do not run together.
  const longest = Math.max(1, ...cells.flat().flatMap((values) => (values || []).map((value) => markText(value).length)));
  const size = Math.min(0.8, 1.2 / longest);
  cells.forEach((row, r) =>
    row.forEach((values, c) => {
      if (!values) return;
      const pitch = step / across;
      values.forEach((value, k) => {
        const text = document.createElementNS(SVG_NS, "text");
        text.setAttribute("x", left + c * step + (0.5 + (k % across)) * pitch);
        text.setAttribute("y", top + r * step + (0.5 + Math.floor(k / across)) * pitch);
        text.setAttribute("font-size", size * pitch);
        text.setAttribute("text-anchor", "middle");
        text.setAttribute("dominant-baseline", "central");
        text.setAttribute("class", `page-mark pencil${fresh.has(`${r},${c}`) ? " fresh" : ""}`);
        text.dataset.pencil = `${r},${c}`;
        text.textContent = markText(value);
        board.svg.appendChild(text);
      });
    }),
  );
}

/** A candidate as a pencil mark: its value, and ∅ for the empty token (a cell no line crosses). */
function markText(value) {
  return value === "" ? "∅" : String(value);
}

/** A hint's position: the solver's entries, and where a cell is empty the candidates the page's pencil marks
 *  still allow (a list; /api/hint reads them as known), so that the next hint moves on. */
export function positionWithPencil(position, pencil) {
  return position.map((row, r) => row.map((value, c) => value ?? pencil?.[r]?.[c] ?? null));
}

/** The pencil marks after a hint: its excluded values struck from the cells' candidates (from `candidates`
 *  where a cell had none yet); in the shape drawPencilMarks takes, the hint's cells fresh. */
export function pencilAfterHint(pencil, candidates, step) {
  const next = candidates.map((row, r) => row.map((_, c) => pencil?.[r]?.[c] ?? null));
  for (const fact of step.excluded) {
    const left = next[fact.row][fact.column] ?? candidates[fact.row][fact.column];
    next[fact.row][fact.column] = left.filter((value) => value !== fact.value);
  }
  return next;
}

/** Pencil marks kept per cell (null where none) in the shape drawPencilMarks takes; `fresh`: a step's cells. */
export function pencilMarks(pencil, position, step = null) {
  const most = Math.max(1, ...pencil.flat().map((values) => values?.length ?? 0));
  return {
    cells: pencil.map((row, r) => row.map((values, c) => (position[r][c] === null ? values : null))),
    fresh: new Set((step?.excluded || []).map((fact) => `${fact.row},${fact.column}`)),
    across: Math.max(2, Math.ceil(Math.sqrt(most))),
  };
}
