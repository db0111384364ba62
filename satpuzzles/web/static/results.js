// The result panels beside the board, kept honest: each says what the check of the puzzle on the board found,
// "not computed" where the time limit cut it short, and nothing at all once the puzzle changes, a request fails
// or is cancelled (clearResults). Pure DOM writing; app.js decides when.

import { fillList } from "./panels.js";

const $ = (id) => document.getElementById(id);

const LISTS = ["fixes", "redundant", "conflicts"];
const NOT_COMPUTED = "not computed (time ran out)";

/** Every result panel emptied: the lists, the closest pair's buttons, the steps, the grade, the copied URL. */
export function clearResults() {
  for (const list of LISTS) fillList($(list), [], { empty: "—" });
  $("pair").dataset.shown = "false";
  $("stepper").hidden = true;
  $("step-list").replaceChildren();
  $("step-text").textContent = "";
  $("grade").textContent = "";
  $("copied").hidden = true;
  $("copied").textContent = "";
}

/** The lists while the explanation is on its way. */
export function showLooking() {
  for (const list of LISTS) fillList($(list), [], { empty: "looking…" });
}

/** What a list says when it is empty: not computed (its part incomplete), or the status's own words. */
function emptyText(reply, part, words) {
  if (reply.complete && reply.complete[part] === false) return reply.timed_out ? NOT_COMPUTED : "not computed";
  return words[reply.status] || "none";
}

/** The complete check's lists. `on` holds what the entries do on the page: applyFix(fix), previewFix(fix or
 *  null), and highlight(mark or null) for pointing at a redundant clue or a conflict set. */
export function showCheckLists(reply, on) {
  const fixes = reply.fixes || [];
  fillList(
    $("fixes"),
    fixes.map((fix) => fix.action),
    {
      testid: "fix",
      onClick: (index) => on.applyFix(fixes[index]),
      onPreview: (index) => on.previewFix(index === null ? null : fixes[index]),
      empty: emptyText(reply, "fixes", {
        multiple: "none found by a single clue or given",
        unique: "none needed",
        unsat: "none: no solution",
      }),
    },
  );
  const redundantMarks = reply.redundant_marks || [];
  fillList($("redundant"), reply.redundant_names || [], {
    testid: "redundant-item",
    onPreview: (index) => on.highlight(index === null ? null : redundantMarks[index]),
    empty: emptyText(reply, "redundant", { unique: "none", multiple: "only asked of a unique puzzle" }),
  });
  const conflictMarks = reply.conflict_marks || [];
  fillList(
    $("conflicts"),
    (reply.conflict_names || []).map((names) => names.join(" + ")),
    {
      testid: "conflict-item",
      onPreview: (index) => on.highlight(index === null ? null : conflictMarks[index]),
      swatch: (index) => `conflict-${index + 1}`,
      empty: emptyText(reply, "conflicts", { unsat: "none found", unique: "none", multiple: "none" }),
    },
  );
}

/** The undecided cells' shading, when the status came first and the forced cells were not asked yet. */
export function shadingNote(reply) {
  if (reply.status !== "multiple" || !reply.complete || reply.complete.forced) return "";
  return reply.timed_out ? ` · undecided cells ${NOT_COMPUTED}` : " · shading the undecided cells…";
}
