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

/** One list of buttons (fixes: click applies, pointing previews) or plain lines (redundant, conflicts; pointing
 *  at one, or tabbing to it, highlights it on the board through onPreview). `swatch(index)` names a colour class
 *  shown before an entry (each conflict set its own). */
export function fillList(list, entries, { onClick = null, onPreview = null, testid, empty = "none", swatch = null } = {}) {
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
      if (onPreview) previewOn(button, index, onPreview);
      item.appendChild(button);
    } else {
      item.textContent = text;
      item.dataset.testid = testid;
      if (onPreview) {
        item.tabIndex = 0; // reachable by keyboard, so the highlight is too
        previewOn(item, index, onPreview);
      }
    }
    if (swatch) {
      const key = document.createElement("span");
      key.className = `swatch ${swatch(index)}`;
      key.setAttribute("aria-hidden", "true");
      item.prepend(key);
    }
    list.appendChild(item);
  });
}

/** Pointing at (or tabbing to) an entry previews it on the board; leaving it restores the board. */
function previewOn(element, index, onPreview) {
  for (const [type, on] of [["mouseenter", true], ["focus", true], ["mouseleave", false], ["blur", false]]) {
    element.addEventListener(type, () => onPreview(on ? index : null));
  }
}

/** What a step does and why, in the server's words (the type's own words for values, repeats folded). */
export function describeStep(step) {
  const words = step.words;
  return [`${words.does}.`, `Because: ${words.because.join("; ")}.`, `Technique: ${words.technique}.`].join("\n");
}
