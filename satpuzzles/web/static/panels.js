// The text beside the board: the status line, the fixes / redundant / conflicts lists, the steps.
// Pure DOM writing from API replies; the decisions (what to fetch next) stay in app.js.

const STATUS_WORDS = {
  unique: "unique",
  multiple: "several solutions",
  unsat: "no solution",
  timeout: "timeout",
};

/** "unique · 41 ms" with data-status for the stylesheet and the tests. */
export function showStatus(element, reply) {
  const words = STATUS_WORDS[reply.status] || reply.status;
  const partial = reply.timed_out ? " (time ran out: partial answer)" : "";
  element.dataset.status = reply.status;
  element.textContent = `${words} · ${formatMs(reply.elapsed_ms)}${partial}`;
}

export function formatMs(ms) {
  if (typeof ms !== "number") return "";
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** One list of buttons (fixes: click applies, pointing previews) or plain lines (redundant, conflicts). */
export function fillList(list, entries, { onClick = null, onPreview = null, testid, empty = "none" } = {}) {
  list.replaceChildren();
  if (entries.length === 0) {
    const item = document.createElement("li");
    item.className = "note";
    item.textContent = empty;
    list.appendChild(item);
    return;
  }
  entries.forEach((text, index) => {
    const item = document.createElement("li");
    if (onClick) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = text;
      button.dataset.testid = testid;
      button.addEventListener("click", () => onClick(index));
      if (onPreview) {
        // Pointing at (or tabbing to) an entry previews it on the board; leaving it restores the board.
        for (const [type, on] of [["mouseenter", true], ["focus", true], ["mouseleave", false], ["blur", false]]) {
          button.addEventListener(type, () => onPreview(on ? index : null));
        }
      }
      item.appendChild(button);
    } else {
      item.textContent = text;
      item.dataset.testid = testid;
    }
    list.appendChild(item);
  });
}

/** A PART of a step or conflict in words: a clue, a given, a rule instance or an earlier fact. */
export function describePart(part) {
  if (part.side !== undefined) return `the ${part.side} clue ${part.value} (${part.side === "top" || part.side === "bottom" ? "column" : "row"} ${part.index + 1})`;
  if (part.fact === "placed") return `r${part.row + 1}c${part.column + 1} = ${part.value}`;
  if (part.fact === "excluded") return `r${part.row + 1}c${part.column + 1} is not ${part.value}`;
  if (part.rule === "no-touch") return `no stars touching at r${part.row + 1}c${part.column + 1}`;
  if (part.rule !== undefined) return `${part.rule} ${part.index !== undefined ? part.index + 1 : part.label}`;
  if (part.row !== undefined) return `the given r${part.row + 1}c${part.column + 1} = ${part.value}`;
  return JSON.stringify(part);
}

/** What a step does and why, in a few lines. */
export function describeStep(step) {
  const decided = step.decided.map((f) => `r${f.row + 1}c${f.column + 1} = ${f.value}`);
  const excluded = step.excluded.map((f) => `r${f.row + 1}c${f.column + 1} ≠ ${f.value}`);
  const lines = [];
  if (decided.length) lines.push(`Decides ${decided.join(", ")}.`);
  if (excluded.length) lines.push(`Excludes ${excluded.join(", ")}.`);
  lines.push(`Because of ${step.reasons.map(describePart).join("; ")}.`);
  lines.push(`Cost ${step.cost}, tier ${step.tier}.`);
  return lines.join("\n");
}
