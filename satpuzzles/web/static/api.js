// The page's only way to the library: JSON POSTs to the API of docs/web-api.md.
// Requests that solve carry a request_id so that Cancel (and a newer edit) can stop them on the
// server through /api/cancel, not just stop waiting for them in the browser.

export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/** Ids for running requests, unique within the page. */
let counter = 0;
function newRequestId() {
  counter += 1;
  return `page-${Date.now().toString(36)}-${counter}`;
}

/** Requests in flight (request_id -> AbortController), for Cancel. */
const running = new Map();
const listeners = new Set();

/** Call back with the number of running solving requests whenever it changes (the progress bar). */
export function onRunning(listener) {
  listeners.add(listener);
}

function changed() {
  for (const listener of listeners) listener(running.size);
}

/** POST a JSON body, answer the JSON reply or throw an ApiError carrying the server's one line. */
export async function post(path, body, { signal } = {}) {
  let response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error.name === "AbortError") throw new ApiError("cancelled", 409);
    throw new ApiError(`the server does not answer (${error.message})`, 0);
  }
  let reply;
  try {
    reply = await response.json();
  } catch {
    throw new ApiError(`the server sent no JSON (HTTP ${response.status})`, response.status);
  }
  if (!response.ok) throw new ApiError(reply.error || `HTTP ${response.status}`, response.status);
  return reply;
}

/** The page's time limit in seconds for each solving request (null: the server's own). */
let timeLimit = null;
export function setTimeLimit(seconds) {
  timeLimit = Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** A request that solves: cancellable, limited to the page's time limit, and counted for the progress indicator. */
export async function solve(path, body, label) {
  const id = newRequestId();
  const controller = new AbortController();
  controller.label = label;
  running.set(id, controller);
  changed();
  const limit = timeLimit === null ? {} : { timeout: timeLimit };
  try {
    return await post(path, { ...limit, ...body, request_id: id }, { signal: controller.signal });
  } finally {
    running.delete(id);
    changed();
  }
}

/** What the progress indicator says: the label of the newest running request. */
export function runningLabel() {
  const labels = [...running.values()].map((c) => c.label);
  return labels[labels.length - 1] || "Working";
}

/** Stop running requests whose label matches (all of them without one): on the server, then here. */
export function cancel(label = null) {
  for (const [id, controller] of running) {
    if (label !== null && controller.label !== label) continue;
    // Tell the server first so its thread is freed; the abort only stops our waiting.
    post("/api/cancel", { request_id: id }).catch(() => {});
    controller.abort();
  }
}

/** A text as a file the browser downloads (a Blob URL: nothing touches the server's disk). */
export function download(text, filename, mime) {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
