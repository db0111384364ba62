// The board's size on screen: as wide as its panel allows (up to FIT_MAX_PX, and the window's height),
// never so small that a slot is under MIN_SLOT_PX (a 30x30 board's clues stay readable: the board scrolls
// inside its panel instead of the page), times the zoom the buttons and ctrl+wheel set.

const FIT_MAX_PX = 576;
const MIN_SLOT_PX = 26; // clues are drawn at about half a slot: 13 px text at the least
const ZOOM_LIMITS = [0.5, 4];

/** Size the board's picture for its holder and zoom (after every new picture, and on resize). */
export function fitBoard(holder, board) {
  const svg = board.svg;
  if (!svg || !board.grid) return;
  const box = svg.viewBox.baseVal;
  if (!box || !box.width) return;
  const slots = box.width / board.grid.step; // cells and clue slots across
  const tall = box.height / box.width;
  const fit = Math.min(holder.clientWidth || FIT_MAX_PX, FIT_MAX_PX, (0.7 * window.innerHeight) / tall);
  const zoom = Number(holder.dataset.zoom || 1);
  const width = Math.max(fit, slots * MIN_SLOT_PX) * zoom;
  svg.style.width = `${Math.round(width)}px`;
  svg.style.height = `${Math.round(width * tall)}px`;
}

/** Zoom in or out by `factor` (0: back to the fitted size). */
export function zoomBy(holder, board, factor) {
  const [low, high] = ZOOM_LIMITS;
  const zoom = factor === 0 ? 1 : Math.min(high, Math.max(low, Number(holder.dataset.zoom || 1) * factor));
  holder.dataset.zoom = String(zoom);
  fitBoard(holder, board);
}
