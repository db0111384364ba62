// The board: the server's SVG (the same picture `satpuzzles render` draws) placed in the page, and
// clicks on it mapped back to cells and clue slots. The mapping reads the grid off the picture's
// `rect.border` (as satpuzzles/explain/picture.py does), so it needs no attributes on empty cells.

const SVG_NS = "http://www.w3.org/2000/svg";

export class Board {
  /** holder: the element the SVG goes in (editor.js reads the pointer and keys on it). */
  constructor(holder) {
    this.holder = holder;
    this.svg = null;
    this.shape = [0, 0]; // rows, columns
  }

  /** Show an SVG document (text) for a puzzle of this shape ([rows, columns]); classes may mark cells later. */
  show(svgText, shape) {
    const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
    const svg = parsed.documentElement;
    if (svg.nodeName !== "svg") throw new Error("the server sent a picture the page cannot read");
    this.holder.replaceChildren(document.importNode(svg, true));
    this.svg = this.holder.querySelector("svg");
    this.svg.removeAttribute("width"); // the stylesheet sizes it; the viewBox keeps the proportions
    this.svg.removeAttribute("height");
    this.svg.setAttribute("data-testid", "board-svg");
    this.shape = shape;
    const border = [...this.svg.querySelectorAll("rect")].find((e) => e.classList.contains("border"));
    this.grid = border && {
      left: Number(border.getAttribute("x")),
      top: Number(border.getAttribute("y")),
      step: Number(border.getAttribute("width")) / shape[1],
    };
  }

  /** The cell or clue slot under a click, in grid units read off the border rectangle. */
  locate(event) {
    if (!this.svg || !this.grid) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(this.svg.getScreenCTM().inverse());
    const col = Math.floor((point.x - this.grid.left) / this.grid.step);
    const row = Math.floor((point.y - this.grid.top) / this.grid.step);
    return targetAt(row, col, ...this.shape);
  }

  /** Where a cell or clue slot sits on screen (for the input box put over it). */
  slotRect(target) {
    const { row, col } = slotPosition(target, ...this.shape);
    const g = this.grid;
    const corner = new DOMPoint(g.left + col * g.step, g.top + row * g.step).matrixTransform(this.svg.getScreenCTM());
    const far = new DOMPoint(g.left + (col + 1) * g.step, g.top + (row + 1) * g.step).matrixTransform(
      this.svg.getScreenCTM(),
    );
    return { left: corner.x, top: corner.y, width: far.x - corner.x, height: far.y - corner.y };
  }

  /** A rectangle over a cell or clue slot, drawn by the page (selection, the solver's own entries). */
  mark(target, className) {
    if (!this.svg || !this.grid) return null;
    const { row, col } = slotPosition(target, ...this.shape);
    const g = this.grid;
    return this.#draw("rect", className, {
      x: g.left + col * g.step,
      y: g.top + row * g.step,
      width: g.step,
      height: g.step,
      "data-testid": className,
    });
  }

  /** A line from the centre of cell `a` towards cell `b`: all the way, or half way when `half`. */
  line(a, b, className, half = false) {
    if (!this.svg || !this.grid) return;
    const g = this.grid;
    const reach = half ? 0.5 : 1;
    const [x, y] = [g.left + (a.col + 0.5) * g.step, g.top + (a.row + 0.5) * g.step];
    this.#draw("line", className, {
      x1: x,
      y1: y,
      x2: x + (b.col - a.col) * reach * g.step,
      y2: y + (b.row - a.row) * reach * g.step,
      "stroke-width": 0.12 * g.step,
    });
  }

  /** Small text in a cell's top-left corner (what a painted cell holds, while painting): the page's own. */
  label(row, col, text, className) {
    if (!this.svg || !this.grid) return;
    const g = this.grid;
    const label = this.#draw("text", className, {
      x: g.left + (col + 0.08) * g.step,
      y: g.top + (row + 0.3) * g.step,
      "font-size": 0.24 * g.step,
    });
    label.textContent = text;
  }

  /** One of the page's own SVG elements, appended on top of the server's picture (`unmark` removes them). */
  #draw(tag, className, attributes) {
    const element = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute("class", `page-mark ${className}`);
    this.svg.appendChild(element);
    return element;
  }

  /** Remove the page's own marks of a class (the picture from the server stays). */
  unmark(className) {
    if (!this.svg) return;
    for (const e of this.svg.querySelectorAll(`.page-mark.${className}`)) e.remove();
  }
}

/** The cell or clue slot at grid position (row, col) of a rows x columns grid, -1 and rows / columns being
 *  the clue ring; null elsewhere. */
export function targetAt(row, col, rows, columns = rows) {
  const inRow = row >= 0 && row < rows;
  const inColumn = col >= 0 && col < columns;
  if (inRow && inColumn) return { kind: "cell", row, col };
  if (row === -1 && inColumn) return { kind: "clue", side: "top", index: col };
  if (row === rows && inColumn) return { kind: "clue", side: "bottom", index: col };
  if (col === -1 && inRow) return { kind: "clue", side: "left", index: row };
  if (col === columns && inRow) return { kind: "clue", side: "right", index: row };
  return null;
}

/** Grid row/column of a target, clue slots just outside the grid as the renderer draws them. */
export function slotPosition(target, rows, columns = rows) {
  if (target.kind === "cell") return { row: target.row, col: target.col };
  return {
    top: { row: -1, col: target.index },
    bottom: { row: rows, col: target.index },
    left: { row: target.index, col: -1 },
    right: { row: target.index, col: columns },
  }[target.side];
}
