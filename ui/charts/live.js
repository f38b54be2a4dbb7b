// Private Choices: the Explorer's live part, run in the browser (ui/charts/live.py says what each mount is).
//
// The exact laws of every mechanism at every stop of the ε slider arrive once (the "view" payload); moving the
// slider redraws the outlines, the cards and the sentences from them at the display's rate, with no request to the
// server. When the hand stops, the stop is sent (the "step" mount's state, so only the live fragment reruns) and
// the server's runs for it come back as the next "step" payload; until then the bars are grey and say which ε they
// were simulated at. The charts are the drawing of ui/charts/selection_svg.py, built here (the same rows, marks,
// data-* attributes and hover boxes); the PNG/SVG downloads are made from this drawing.
//
// Numbers are formatted as ui/shell/text.py formats them (Python's rounding: half to even on the exact binary
// value), so the page reads the same whether a number was written here or on the server.

const live = (window.__pcLive = window.__pcLive || { queue: [] });
const S = live.state || (live.state = { view: null, step: null, preview: null, pending: null, seq: 0 });

export default function (component) {
  return mount(component);
}

// ---------------------------------------------------------------------------------------------------------------
// Payloads (ui.charts.live.pack): b"PCL1", uint32 header length, JSON header, then 8-byte aligned arrays.

function unpack(bytes) {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const view = new DataView(u8.buffer, u8.byteOffset, u8.byteLength);
  const length = view.getUint32(4, true);
  const header = JSON.parse(new TextDecoder().decode(u8.subarray(8, 8 + length)));
  const start = 8 + length + ((8 - ((8 + length) % 8)) % 8);
  const arrays = {};
  for (const [name, [offset, kind, shape]] of Object.entries(header.arrays || {})) {
    const count = shape.reduce((a, b) => a * b, 1);
    const size = kind === "f8" ? 8 : 4;
    const copy = u8.slice(start + offset, start + offset + count * size).buffer; // aligned copy
    arrays[name] = { data: kind === "f8" ? new Float64Array(copy) : new Int32Array(copy), shape };
  }
  return { header, arrays };
}

function at3(array, i, j, k) {
  const [, b, c] = array.shape;
  return array.data[(i * b + j) * c + k];
}

function at2(array, i, j) {
  return array.data[i * array.shape[1] + j];
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers as Python writes them (ui.shell.text): exact half-to-even rounding of the double's binary value.

const TEN = 10n;

function decompose(value) {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  const exponent = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & ((1n << 52n) - 1n);
  if (exponent === 0) return [mantissa, -1074];
  mantissa |= 1n << 52n;
  return [mantissa, exponent - 1075];
}

// round(value · 10^digits), half to even, exactly (value ≥ 0, finite; digits may be negative).
function scaledRound(value, digits) {
  const [mantissa, exponent] = decompose(value);
  let num = mantissa;
  let den = 1n;
  if (exponent >= 0) num <<= BigInt(exponent);
  else den <<= BigInt(-exponent);
  if (digits >= 0) num *= TEN ** BigInt(digits);
  else den *= TEN ** BigInt(-digits);
  let quotient = num / den;
  const twice = 2n * (num % den);
  if (twice > den || (twice === den && (quotient & 1n) === 1n)) quotient += 1n;
  return quotient;
}

function withPoint(integer, digits) {
  if (digits <= 0) return integer.toString();
  const text = integer.toString().padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

// f"{value:.{digits}f}" for value ≥ 0.
function fixed(value, digits) {
  if (value === 0) return digits > 0 ? `0.${"0".repeat(digits)}` : "0";
  if (digits <= 20) {
    const scaled = value * 10 ** digits;
    const fraction = scaled - Math.floor(scaled);
    if (Math.abs(fraction - 0.5) > 1e-6) return value.toFixed(digits); // no tie near: toFixed is exact
  }
  return withPoint(scaledRound(value, digits), digits);
}

// The p significant digits of value > 0 and its decimal exponent, as Python's "e" format rounds them.
function significant(value, p) {
  let exponent = Math.floor(Math.log10(value));
  let digits = scaledRound(value, p - 1 - exponent);
  if (digits >= TEN ** BigInt(p)) {
    exponent += 1;
    digits = scaledRound(value, p - 1 - exponent);
  } else if (digits < TEN ** BigInt(p - 1)) {
    exponent -= 1;
    digits = scaledRound(value, p - 1 - exponent);
  }
  return [digits.toString(), exponent];
}

function stripZeros(text) {
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

// f"{value:.{p}g}" for value ≥ 0.
function general(value, p = 6) {
  if (value === 0) return "0";
  if (!Number.isFinite(value)) return "inf";
  const estimate = Math.floor(Math.log10(value));
  const edge = Math.abs(value / 10 ** (estimate + 1) - 1) < 1e-5 || Math.abs(value / 10 ** estimate - 1) < 1e-9;
  if (!edge && estimate >= -4 && estimate < p) return stripZeros(fixed(value, p - 1 - estimate)); // the usual case
  const [digits, exponent] = significant(value, p);
  if (exponent >= -4 && exponent < p) return stripZeros(fixed(value, p - 1 - exponent));
  const mantissa = stripZeros(`${digits[0]}.${digits.slice(1)}`);
  return `${mantissa}e${exponent < 0 ? "-" : "+"}${String(Math.abs(exponent)).padStart(2, "0")}`;
}

const SUPERSCRIPT = { "-": "⁻", 0: "⁰", 1: "¹", 2: "²", 3: "³", 4: "⁴", 5: "⁵", 6: "⁶", 7: "⁷", 8: "⁸", 9: "⁹" };

function superscript(integer) {
  return String(integer)
    .split("")
    .map((c) => SUPERSCRIPT[c])
    .join("");
}

function percent(value, digits) {
  return `${fixed(value * 100, digits)}%`;
}

function thousands(integer) {
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

// ui.shell.text.scientific: 3.2e-05 as "3.2 × 10⁻⁵".
function scientific(value) {
  const quick = value.toExponential(2); // exact unless a tie: then Python's half-to-even decides (significant)
  const [mantissaText, exponentText] = quick.split("e");
  const third = Math.abs(value / 10 ** Number(exponentText)) * 100;
  if (Math.abs(third - Math.floor(third) - 0.5) > 1e-6) {
    return `${general(Number(mantissaText), 3)} × 10${superscript(Number(exponentText))}`;
  }
  const [digits, exponent] = significant(value, 3);
  const mantissa = Number(`${digits[0]}.${digits.slice(1)}`);
  return `${general(mantissa, 3)} × 10${superscript(exponent)}`;
}

// ui.shell.text.probability.
function probabilityText(value, logValue) {
  if (value >= 1e-3) return `${general(value, 6)} (${percent(value, 1)})`;
  if (value > 0 && Number.isFinite(value) && value >= 1e-300) return scientific(value);
  if (logValue !== undefined && logValue !== null && Number.isFinite(logValue)) {
    const log10 = logValue / Math.log(10);
    const exponent = Math.floor(log10);
    const mantissa = 10 ** (log10 - exponent);
    return `${general(mantissa, 2)} × 10${superscript(exponent)}`;
  }
  return "0";
}

// ui.shell.text.share.
function shareText(value) {
  if (value === 0) return "0%";
  if (value >= 0.001) return percent(value, 1);
  return `${general(value * 100, 2)}%`;
}

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

// ---------------------------------------------------------------------------------------------------------------
// The axis (ui.charts.selection_svg.probability_domain, ticks, position).

const LOG_FLOOR = 1e-12;

function domainOf(values, log) {
  let top = -Infinity;
  let low = Infinity;
  for (const v of values) {
    if (v > 0 && Number.isFinite(v)) {
      if (v > top) top = v;
      if (v < low) low = v;
    }
  }
  if (top === -Infinity) top = 1.0;
  if (log) {
    low = Math.max(low === Infinity ? LOG_FLOOR : low, LOG_FLOOR);
    return [Number(`1e${Math.floor(Math.log10(low))}`), 1.0];
  }
  return [0.0, Math.min(1.0, Math.ceil(top * 1.05 * 20) / 20)];
}

function powerOfTen(k) {
  return k === 0 ? "1" : `10${superscript(k)}`;
}

function ticksOf(domain, log) {
  const [low, high] = domain;
  if (log) {
    const first = Math.round(Math.log10(low));
    const last = Math.round(Math.log10(high));
    const count = last - first + 1;
    const every = Math.ceil(count / 6);
    const found = [];
    for (let k = first; k <= last; k++) found.push([Number(`1e${k}`), (last - k) % every === 0 ? powerOfTen(k) : ""]);
    return found;
  }
  const steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5];
  const step = steps.find((s) => high / s <= 5.0 + 1e-9) ?? 0.5;
  const count = Math.floor(high / step + 1e-9);
  const found = [];
  for (let k = 0; k <= count; k++) found.push([k * step, `${fixed(k * step * 100, step >= 0.01 ? 0 : 1)}%`]);
  return found;
}

function position(value, domain, log) {
  const [low, high] = domain;
  let fraction;
  if (log) fraction = value > 0 ? (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low)) : 0;
  else fraction = (value - low) / (high - low);
  if (!(fraction > 0)) return 0;
  return fraction > 1 ? 1 : fraction;
}

// ---------------------------------------------------------------------------------------------------------------
// One panel (ui.charts.selection_svg.selection_panel), as markup; rows updated in place while ε moves.

const INK = "#111111";
const GRID = "#DDDDDD";
const INTERVAL = "#555555";
const LEGEND_FILL = "#888888";
const NAME_COLUMN = 34.0;
const FONT = '"Source Sans", "Source Sans Pro", sans-serif';
const SINGLE_LABELS = { exact: "Exact probability", simulated: "Simulated share", interval: "95% interval" };
// The series' names: a single choice's, or (k winners) the view's own ("Exact P(in the set)", …); set per view.
let LABELS = SINGLE_LABELS;
// A hover box's exact line where there is no exact law (ui.explorer.view.NO_EXACT).
const NO_EXACT = "not available (simulated only)";

function useLabels(V) {
  LABELS = V.series ? { ...SINGLE_LABELS, ...V.series } : SINGLE_LABELS;
}

function geometry(count, present, layout) {
  const above = count <= (present ? layout.above_present : layout.above);
  const g = { count, present, above };
  if (above) {
    g.font = present ? 18 : 13;
    g.bar = present ? 16 : 14;
    g.gap = present ? 3 : 4;
    g.rowHeight = g.font + g.gap + g.bar + (present ? 7 : 8);
    g.roomy = g.rowHeight + 16;
    g.left = 0.0;
  } else {
    g.font = present ? 16 : 11;
    g.gap = 0;
    g.rowHeight = present ? g.font + 4 : Math.max(g.font + 3, Math.floor(520 / count));
    g.roomy = g.font + 18;
    g.bar = Math.round(g.rowHeight * 0.72);
    g.left = NAME_COLUMN + 2.0;
  }
  g.span = 100.0 - g.left;
  g.barTop = above ? g.font + g.gap : (g.rowHeight - g.bar) / 2;
  return g;
}

function xAt(g, fraction) {
  return `${fixed(g.left + g.span * fraction, 3)}%`;
}

function widthAt(g, fraction) {
  return `${fixed(g.span * fraction, 3)}%`;
}

function down(g, pixels, rowsAbove) {
  if (g.present) return `style="transform:translateY(calc(${pixels}px + var(--pc-row) * ${rowsAbove}))"`;
  return `transform="translate(0 ${pixels + rowsAbove * g.rowHeight})"`;
}

function legendMarks(top, font, colour) {
  const step = font + 8;
  const swatch = font - 2;
  const items = [
    [(y) => `<rect x="1" y="${y}" width="${2 * swatch}" height="${swatch}" fill="${colour}"/>`, LABELS.simulated],
    [
      (y) =>
        `<rect x="1" y="${y}" width="${2 * swatch}" height="${swatch}" fill="none" stroke="${INK}" stroke-width="2"/>`,
      LABELS.exact,
    ],
    [
      (y) =>
        `<line x1="1" x2="${2 * swatch + 1}" y1="${y + swatch / 2}" y2="${y + swatch / 2}" stroke="${INTERVAL}" stroke-width="2"/>`,
      LABELS.interval,
    ],
  ];
  return items
    .map(([mark, label], index) => {
      const y = top + index * step;
      return `${mark(y)}<text x="${2 * swatch + 8}" y="${y + swatch - 1}">${label}</text>`;
    })
    .join("");
}

function shareMarks(g, colour, simAt, lowAt, highAt, cut) {
  const middle = g.barTop + g.bar / 2;
  let marks = "";
  if (cut) {
    for (const end of [0.96, 1.0]) {
      marks +=
        `<line class="pc-cut" x1="${xAt(g, end - 0.03)}" x2="${xAt(g, end - 0.01)}" y1="${g.barTop + g.bar + 1}" ` +
        `y2="${g.barTop - 1}" stroke="#ffffff" stroke-width="3"/>`;
    }
  }
  return (
    `<rect class="pc-bar" x="${xAt(g, 0)}" y="${g.barTop}" width="${widthAt(g, simAt)}" height="${g.bar}" fill="${colour}"/>` +
    `<line class="pc-interval" x1="${xAt(g, lowAt)}" x2="${xAt(g, highAt)}" y1="${middle}" y2="${middle}" ` +
    `stroke="${INTERVAL}" stroke-width="2"/>${marks}`
  );
}

function gridMarkup(g, domain, log, top) {
  let grid = ticksOf(domain, log);
  if (g.present) {
    const labelled = grid.map((t, i) => (t[1] ? i : -1)).filter((i) => i >= 0);
    if (labelled.length > 4) {
      const hidden = new Set(labelled.filter((_, i) => i % 2 === 1));
      grid = grid.map(([v, l], i) => [v, hidden.has(i) ? "" : l]);
    }
  }
  const tall = g.present ? `style="height:calc(var(--pc-row) * ${g.count})"` : `height="${g.count * g.rowHeight}"`;
  const lines = grid
    .map(([value]) => `<rect x="${xAt(g, position(value, domain, log))}" y="${top}" width="1" ${tall} fill="${GRID}"/>`)
    .join("");
  const labels = grid
    .filter(([, label]) => label)
    .map(([value, label]) => {
      const fraction = position(value, domain, log);
      const anchor = fraction < 0.03 && g.left === 0 ? "start" : fraction > 0.97 ? "end" : "middle";
      return `<text x="${xAt(g, fraction)}" y="${g.font + 4}" text-anchor="${anchor}">${label}</text>`;
    })
    .join("");
  return [lines, labels];
}

// panel: {title, colour, names, exact[], sim[], lower[], upper[], tips[] | null, frames: [{sim, lower, upper}] }
function panelMarkup(panel, g, domain, log, more, place) {
  const present = g.present;
  const heading = present ? null : panel.title;
  const top = heading ? g.font + 14 : 4;
  const parts = [];
  if (heading) parts.push(`<text y="${g.font + 2}" font-size="${g.font + 2}" font-weight="600">${escapeHtml(heading)}</text>`);
  const [lines, tickLabels] = gridMarkup(g, domain, log, top);
  parts.push(`<g class="pc-gridlines">${lines}</g>`);
  const boxes = [];
  const outlines = [];
  for (let row = 0; row < g.count; row++) {
    const name = escapeHtml(panel.names[row]);
    const label = g.above
      ? `<svg width="100%" height="${g.font + 5}" overflow="hidden"><text y="${g.font}">${name}</text></svg>`
      : `<svg width="${NAME_COLUMN}%" height="${g.rowHeight}" overflow="hidden">` +
        `<text y="${fixed((g.rowHeight + g.font * 0.7) / 2, 1)}">${name}</text></svg>`;
    let shares;
    if (panel.frames && panel.frames.length) {
      const last = panel.frames.length - 1;
      shares = panel.frames
        .map((frame, j) => {
          const cut = frame.sim[row] > domain[1];
          const drawn = shareMarks(
            g,
            panel.colour,
            position(frame.sim[row], domain, log),
            position(frame.lower[row], domain, log),
            position(frame.upper[row], domain, log),
            cut,
          );
          return `<g class="pc-f pc-f${j}${j === last ? " pc-fl" : ""}">${drawn}</g>`;
        })
        .join("");
    } else {
      shares = shareMarks(
        g,
        panel.colour,
        position(panel.sim[row], domain, log),
        position(panel.lower[row], domain, log),
        position(panel.upper[row], domain, log),
        false,
      );
    }
    const exactAt = position(panel.exact[row], domain, log);
    const outline =
      `<rect class="pc-exact" x="${xAt(g, 0)}" y="${g.barTop}" width="${widthAt(g, exactAt)}" height="${g.bar}" ` +
      `fill="none" stroke="${INK}" stroke-width="2"/>`;
    // On screen the outlines, the marks that follow the hand, are drawn in a sheet of their own over the chart: moving
    // them then redraws a hundred rectangles, not the chart with its names (downloads keep them in their rows).
    if (place.overlay) outlines.push(`<g ${down(g, top, row)}>${outline}</g>`);
    parts.push(
      `<g data-testid="pcRow" ${down(g, top, row)} data-exact="${repr(panel.exact[row])}" ` +
        `data-simulated="${repr(panel.sim[row])}" data-lower="${repr(panel.lower[row])}" ` +
        `data-upper="${repr(panel.upper[row])}">${label}<g class="pc-sim">${shares}</g>` +
        `${place.overlay ? "" : outline}</g>`,
    );
    if (panel.tips) {
      const upward = row >= g.count / 2 ? " pc-up" : "";
      const where = present
        ? `top:calc(${place.y + top}px + var(--pc-row) * ${row});height:var(--pc-row)`
        : `top:${place.y + top + row * g.rowHeight}px;height:${g.rowHeight}px`;
      boxes.push(
        `<div class="pc-hit${upward}" data-testid="pcTip" style="${where}" data-tip="${escapeHtml(panel.tips[row])}"></div>`,
      );
    }
  }
  const below = [`<line x1="${xAt(g, 0)}" x2="100%" y1="0" y2="0" stroke="${INK}"/>`, `<g class="pc-ticklabels">${tickLabels}</g>`];
  let line = g.font + 4;
  if (more) {
    line += g.font + 8;
    below.push(
      `<text data-testid="pcMore" x="${xAt(g, 0)}" y="${line}" font-style="italic">+ ${thousands(more)} more with lower scores</text>`,
    );
  }
  if (!present || log) {
    line += g.font + 8;
    below.push(
      `<text x="${xAt(g, 0.5)}" y="${line}" text-anchor="middle">${log ? "Probability (log scale)" : "Probability"}</text>`,
    );
  }
  if (!present) {
    below.push(legendMarks(line + 14, g.font, panel.colour));
    line += 14 + 3 * (g.font + 8);
  }
  parts.push(`<g class="pc-below" ${down(g, top, g.count)}>${below.join("")}</g>`);
  const fixedHeight = top + line + 8;
  const height = fixedHeight + g.count * g.rowHeight;
  const aria = escapeHtml(
    `${panel.title || "Selection"}: exact probability and simulated share for each of ${g.count} candidates`,
  );
  const size = present ? `height:calc(${fixedHeight}px + var(--pc-row) * ${g.count});` : "";
  const svg =
    `<svg data-testid="pcChart" role="img" aria-label="${aria}" x="${place.x}" y="${place.y}" width="${place.width}" ` +
    `height="${height}" overflow="visible" font-family='${FONT}' font-size="${g.font}" fill="${INK}" ` +
    `style="display:block;overflow:visible;${size}">${parts.join("")}</svg>`;
  const rowCss = `--pc-row:clamp(${g.rowHeight}px,calc((100vh - ${fixedHeight}px - var(--pc-reserve, 0px)) / ${g.count}),${g.roomy}px)`;
  const overlay = place.overlay
    ? `<svg class="pc-outlines" aria-hidden="true" width="100%" height="${height}" overflow="visible" ` +
      `style="position:absolute;left:0;top:0;right:0.6rem;width:calc(100% - 0.6rem);overflow:visible;pointer-events:none;${size}">` +
      `${outlines.join("")}</svg>`
    : "";
  return { svg, overlay, height, boxes: boxes.join(""), rowCss: present ? rowCss : "", top };
}

function repr(value) {
  if (Number.isNaN(value)) return "nan";
  return String(value);
}

// ---------------------------------------------------------------------------------------------------------------
// What is on screen for the ε shown: the law at a stop (or at the server's off-stop ε) and the latest runs.

function model() {
  const view = S.view;
  const step = S.step;
  if (!view || !step || view.header.token !== step.header.token) return null;
  const V = view.header;
  const T = step.header;
  const mechanisms = V.mechanisms.length;
  const n = V.names.length;
  const stop = S.preview !== null ? S.preview : T.on_grid ? T.stop : null;
  const epsilon = stop !== null ? V.stops[stop] : T.epsilon;
  const label = stop !== null ? V.labels[stop] : T.label;
  const exact = [];
  const logs = [];
  const chance = [];
  const shortfall = [];
  let missing = false;
  for (let m = 0; m < mechanisms; m++) {
    const row = new Array(n);
    const logRow = new Array(n);
    for (let i = 0; i < n; i++) {
      row[i] = stop !== null ? at3(view.arrays.exact, m, stop, i) : at2(step.arrays.exact_here, m, i);
      const key = stop !== null ? `${m},${stop},${i}` : null;
      logRow[i] = key !== null && V.tiny[key] !== undefined ? V.tiny[key] : stop === null ? T.tiny_here?.[`${m},${i}`] : undefined;
    }
    if (stop !== null && row.some(Number.isNaN)) missing = true;
    exact.push(row);
    logs.push(logRow);
    chance.push(stop !== null ? V.mechanisms[m].chance[stop] : T.law.chance[m]);
    shortfall.push(stop !== null ? V.mechanisms[m].shortfall[stop] : T.law.shortfall[m]);
  }
  const stale = T.epsilon !== epsilon || (S.typed !== undefined && S.typed !== T.epsilon);
  return {
    V,
    T,
    epsilon,
    label,
    stop,
    exact,
    logs,
    chance,
    shortfall,
    missing,
    stale,
    odds: stop !== null ? V.odds[stop] : T.law.odds,
    sentence: stop !== null ? V.sentences[stop] : T.law.sentence,
  };
}

function simsOf(step, m, n) {
  const cache = step.sims || (step.sims = []);
  if (cache[m]) return cache[m];
  const T = step.header;
  const counts = [];
  const sim = [];
  const lower = [];
  const upper = [];
  for (let i = 0; i < n; i++) {
    const c = at2(step.arrays.counts, m, i);
    counts.push(c);
    sim.push(c / T.runs);
    lower.push(at2(step.arrays.lower, m, i));
    upper.push(at2(step.arrays.upper, m, i));
  }
  cache[m] = { counts, sim, lower, upper };
  return cache[m];
}

function framesOf(step, m, n) {
  const T = step.header;
  if (!T.play || !T.play.moving) return [];
  const frames = [];
  const count = step.arrays.frame_sim.shape[1];
  for (let j = 0; j < count; j++) {
    const frame = { sim: [], lower: [], upper: [] };
    for (let i = 0; i < n; i++) {
      frame.sim.push(at3(step.arrays.frame_sim, m, j, i));
      frame.lower.push(at3(step.arrays.frame_lower, m, j, i));
      frame.upper.push(at3(step.arrays.frame_upper, m, j, i));
    }
    frames.push(frame);
  }
  return frames;
}

function tipText(name, exact, logExact, sims, i, runs, stale, simulatedLabel, noExact) {
  const c = sims.counts[i];
  const simulated = `${thousands(c)} of ${thousands(runs)} runs (${shareText(sims.sim[i])})`;
  const interval = `${shareText(sims.lower[i])} – ${shareText(sims.upper[i])}`;
  const when = stale ? ` (at ε = ${simulatedLabel})` : "";
  return [
    name,
    `${LABELS.exact}: ${noExact ? NO_EXACT : probabilityText(exact, logExact)}`,
    `Simulated${when}: ${simulated}`,
    `${LABELS.interval}${when}: ${interval}`,
  ].join("\n");
}

// The panels of a model (screen: with hover boxes; export: without).
function panelsOf(M, step, { exportWidth = null, tips: withTips = true } = {}) {
  const V = M.V;
  const n = V.names.length;
  const T = step.header;
  const panels = [];
  const values = [];
  for (let m = 0; m < V.mechanisms.length; m++) {
    const sims = simsOf(step, m, n);
    const tips =
      exportWidth || !withTips
        ? null
        : V.names.map((name, i) =>
            tipText(name, M.exact[m][i], M.logs[m][i], sims, i, T.runs, M.stale, T.label, noExact(V, m)),
          );
    panels.push({
      title: V.mechanisms[m].title,
      colour: V.mechanisms[m].colour,
      names: V.names,
      exact: M.exact[m],
      sim: sims.sim,
      lower: sims.lower,
      upper: sims.upper,
      counts: sims.counts,
      tips,
      frames: exportWidth ? [] : framesOf(step, m, n),
    });
    for (const v of M.exact[m]) values.push(v);
  }
  values.push(...T.axis); // the runs' interval ends (of all the runs, also while Play shows fewer)
  return { panels, domain: domainOf(values, V.layout.log) };
}

// ---------------------------------------------------------------------------------------------------------------
// The view: built once per layout, then updated in place.

function card(m, M, sims, fit, V, compact) {
  const mechanism = V.mechanisms[m];
  const title = mechanism.card_title;
  const value = M.chance[m] ?? "…";
  const order = 2 * m + 1;
  if (compact) {
    return (
      `<div data-testid="pcCard" style="border-top:0.3rem solid ${mechanism.colour};padding:0.3rem 0 0;min-width:0;order:${order}">` +
      `<div style="font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${title}</div>` +
      `<div data-testid="pcCardValue" style="font-size:2rem;line-height:1.15;font-weight:600">${value}</div>` +
      `<div style="font-size:0.8em;line-height:1.2">${V.value_label}</div></div>`
    );
  }
  const lines = details(m, M, fit, V)
    .map((line) => `<div style="font-size:0.9em">${line}</div>`)
    .join("");
  return (
    `<div data-testid="pcCard" style="border-top:0.3rem solid ${mechanism.colour};padding:0.4rem 0 0.2rem;order:${order}">` +
    `<div style="font-weight:600">${title}</div><div style="font-size:0.85em">${V.value_label}</div>` +
    `<div data-testid="pcCardValue" style="font-size:2.1rem;line-height:1.2">${value}</div>${lines}</div>`
  );
}

// Whether mechanism m has no exact law (k winners past dpcore's limits): no outline, and the tips say so.
function noExact(V, m) {
  return Boolean(V.simulated_only && V.simulated_only[m]);
}

function details(m, M, fit, V) {
  const stale = M.stale ? ` class="pc-stale-text" title="Simulated at ε = ${M.T.label}"` : "";
  // Without an exact law (k winners) the shortfall is the runs' own, sent with the step.
  const shortfall = M.shortfall[m] ?? (M.T.shortfall_sim ? M.T.shortfall_sim[m] : null) ?? "…";
  const shortfallLabel = V.shortfall_label || "Expected shortfall:";
  const fitLabel = V.fit_label || "Simulation vs exact: p =";
  return [
    `<span title="${escapeHtml(V.help.shortfall)}">${shortfallLabel} <strong>${shortfall}</strong> ${V.score_name}</span>`,
    `<span title="${escapeHtml(V.help.fit)}"><span${stale}>${fitLabel} <strong>${fit[m]}</strong></span></span>`,
  ];
}

function captionText(M, V) {
  let text = "";
  if (V.layout.present) {
    const fit = M.T.fit;
    text = V.mechanisms.map((mechanism, m) => `${mechanism.title}: ${details(m, M, fit, V).join("; ")}. `).join("");
  }
  return text + V.legend;
}

function runsLine(runs, inline) {
  if (!runs || !runs.length) return "";
  let items;
  if (runs.length === 1) items = `<span>${escapeHtml(runs[0])}</span>`;
  else {
    const last = runs.length - 1;
    items = runs
      .map((r, j) => `<span class="pc-f pc-f${j}${j === last ? " pc-fl" : ""}" style="grid-area:1/1">${escapeHtml(r)}</span>`)
      .join("");
  }
  const place = inline ? "margin-left:auto" : "grid-column:1/-1;order:1";
  return `<div data-testid="pcRuns" style="${place};display:grid;font-weight:600;font-variant-numeric:tabular-nums;line-height:1.3">${items}</div>`;
}

function legendLine(runs) {
  const swatch = 'width="30" height="15" style="vertical-align:-2px;margin-right:0.3em"';
  const marks = [
    [`<rect width="30" height="15" fill="${LEGEND_FILL}"/>`, LABELS.simulated],
    [`<rect x="1" y="1" width="28" height="13" fill="none" stroke="${INK}" stroke-width="2"/>`, LABELS.exact],
    [`<line x1="0" x2="30" y1="7.5" y2="7.5" stroke="${INTERVAL}" stroke-width="2"/>`, LABELS.interval],
  ];
  const items = marks.map(([mark, label]) => `<span style="white-space:nowrap"><svg ${swatch}>${mark}</svg>${label}</span>`).join("");
  return (
    `<div data-testid="pcLegend" style="grid-column:1/-1;order:99;display:flex;flex-wrap:wrap;column-gap:1.5em;font-size:0.9em">` +
    `${items}${runs}</div>`
  );
}

function chartsMarkup(M, step) {
  const V = M.V;
  const present = V.layout.present;
  const n = V.names.length;
  const g = geometry(n, present, V.layout);
  const { panels, domain } = panelsOf(M, step);
  const place = { x: 0, y: 0, width: "100%", overlay: true };
  const drawn = panels.map((panel) => panelMarkup(panel, g, domain, V.layout.log, V.more, place));
  const cells = drawn
    .map(
      (d, m) =>
        `<div class="pc-cell" style="position:relative;min-width:0;padding-right:0.6rem;order:${2 * m + 2}">` +
        `${d.svg}${d.overlay}${d.boxes}</div>`,
    )
    .join("");
  const rowCss = drawn.find((d) => d.rowCss)?.rowCss || "";
  const sizing = rowCss ? `${rowCss};--pc-reserve:${V.layout.reserve};` : "";
  const play = step.header.play;
  const runs = play ? play.runs : [];
  // Which ε the bars were simulated at: one line that is always there (grey and explained while another ε is on
  // screen), so that nothing moves when the hand takes the slider; on a projector at the end of the legend line.
  const stale = present
    ? `<span data-testid="pcStale" class="pc-stale-note" role="status" style="flex:1 1 12em;min-width:0;text-align:right"></span>`
    : `<div data-testid="pcStale" class="pc-stale-note" role="status" style="grid-column:1/-1;order:1"></div>`;
  const legend = present ? legendLine(`${stale}${runsLine(runs, true)}`) : "";
  const above = present ? "" : `${stale}${runsLine(runs, false)}`;
  const html =
    `<div data-testid="pcCharts" class="pc-grid" style="${sizing}display:grid;grid-template-columns:repeat(${panels.length},minmax(0,1fr));` +
    `gap:${V.layout.gap};margin-top:1rem">${play && play.style ? play.style : ""}${above}${cells}${legend}</div>`;
  return { html, g, domain, panels };
}

function tablesMarkup(M, step) {
  const V = M.V;
  if (!V.layout.tables || !V.scores) return "";
  const n = V.names.length;
  const T = step.header;
  const head = ["Candidate", `Score (${V.score_name})`, V.series ? LABELS.exact : "Exact", "Runs", "Share", "95% interval"];
  return V.mechanisms
    .map((mechanism, m) => {
      const sims = simsOf(step, m, n);
      const rows = V.names
        .map((name, i) => {
          const cells = [
            escapeHtml(name),
            escapeHtml(V.scores[i]),
            `<span class="pc-t-exact">${noExact(V, m) ? NO_EXACT : probabilityText(M.exact[m][i], M.logs[m][i])}</span>`,
            thousands(sims.counts[i]),
            shareText(sims.sim[i]),
            `${shareText(sims.lower[i])} – ${shareText(sims.upper[i])}`,
          ];
          return `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
        })
        .join("");
      return (
        `<p class="pc-table-title"><strong>${escapeHtml(mechanism.title)}</strong>` +
        `${M.stale ? ` <span class="pc-stale-text">(runs at ε = ${escapeHtml(T.label)})</span>` : ""}</p>` +
        `<div class="pc-table-wrap"><table data-testid="pcTable"><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead>` +
        `<tbody>${rows}</tbody></table></div>`
      );
    })
    .join("");
}

// The layout signature: what, when it changes, means building the charts anew rather than moving their marks (a
// new ε, new runs or grey bars only move marks and rewrite attributes).
function signature(M, step) {
  const V = M.V;
  const play = step.header.play;
  return JSON.stringify([
    V.token,
    V.layout,
    V.names.length,
    V.mechanisms.length,
    play ? [play.name, play.runs, play.moving] : null,
  ]);
}

function render() {
  S.frame = 0;
  S.renders = (S.renders || 0) + 1; // (bench/bench_latency.py counts the drawings per second of a drag)
  const root = S.root;
  if (!root) return;
  const M = model();
  if (!M) return;
  const step = S.step;
  const V = M.V;
  const T = step.header;
  useLabels(V);
  if (S.preview !== null) showExact(M.label);
  root.classList.toggle("pc-present", Boolean(V.layout.present));
  root.classList.toggle("pc-is-stale", M.stale);
  const error = root.querySelector(".pc-error");
  if (T.error) {
    error.textContent = T.error;
    error.hidden = false;
    root.querySelector(".pc-body").hidden = true;
    return;
  }
  error.hidden = true;
  root.querySelector(".pc-body").hidden = false;
  setHtml(root.querySelector(".pc-odds"), M.odds);
  setHtml(root.querySelector(".pc-sentence"), M.sentence ?? "");
  const n = V.names.length;
  const fit = T.fit;
  const compact = Boolean(V.layout.present);
  const cards = root.querySelector(".pc-cards");
  cards.style.gridTemplateColumns = `repeat(${V.mechanisms.length},minmax(0,1fr))`;
  setHtml(cards, V.mechanisms.map((_, m) => card(m, M, simsOf(step, m, n), fit, V, compact)).join(""));
  setHtml(root.querySelector('[data-testid="pcCaption"]'), captionText(M, V));
  const sig = signature(M, step);
  const holder = root.querySelector(".pc-charts");
  if (S.signature !== sig || (T.play && T.play.moving)) {
    const built = chartsMarkup(M, step);
    holder.innerHTML = built.html;
    S.signature = sig;
    S.built = built;
    S.domainKey = JSON.stringify(built.domain);
    S.refs = references(holder);
    S.tipsDirty = false;
    S.drawnStep = step;
  } else {
    update(M, step, holder);
  }
  const note = holder.querySelector('[data-testid="pcStale"]');
  if (note) setHtml(note, staleNote(M, T));
  setHtml(root.querySelector(".pc-tables"), tablesMarkup(M, step));
  updateDownloads(M);
}

function setHtml(element, html) {
  if (element.__pcHtml !== html) {
    element.innerHTML = html;
    element.__pcHtml = html;
  }
}

// Each chart's rows and the marks that move with ε, found once per drawing.
function references(holder) {
  return Array.from(holder.querySelectorAll('[data-testid="pcChart"]')).map((chart) => {
    const outlines = Array.from(chart.parentElement.querySelectorAll(".pc-outlines .pc-exact"));
    return {
      chart,
      grid: chart.querySelector(".pc-gridlines"),
      labels: chart.querySelector(".pc-ticklabels"),
      tips: Array.from(chart.parentElement.querySelectorAll('[data-testid="pcTip"]')),
      rows: Array.from(chart.querySelectorAll('[data-testid="pcRow"]')).map((row, i) => ({
        row,
        exact: outlines[i] || row.querySelector(".pc-exact"),
        bar: row.querySelector(".pc-bar"),
        line: row.querySelector(".pc-interval"),
      })),
    };
  });
}

// What the grey bars are: the runs of the ε the server last ran, while another ε is on screen.
function staleNote(M, T) {
  const then = `<strong>${escapeHtml(T.label)}</strong>`;
  if (!M.stale) return `Filled bars: ${thousands(T.runs)} runs simulated at ε = ${then}.`;
  if (S.typed !== undefined && S.preview === null) {
    return `Working out the exact law and the runs at ε = <strong>${escapeHtml(general(S.typed, 6))}</strong>…`;
  }
  const now = `<strong>${escapeHtml(M.label)}</strong>`;
  const when = S.dragging || S.committing ? "come when you let go" : "are being simulated";
  // On a projector the line shares the legend's: the short form.
  if (M.V.layout.present) return `Grey bars: ε = ${then}; the runs at ${now} ${when}.`;
  return `Grey bars: runs simulated at ε = ${then}; the runs at ε = ${now} ${when}.`;
}

// ε moved and nothing else: move the outlines (and the bars, when the shared axis changed). While the hand moves the
// hover boxes keep their text (the pointer is on the slider) and a box is brought up to date when hovered; every box
// is rewritten when the hand stops.
function update(M, step, holder) {
  const V = M.V;
  const n = V.names.length;
  const moving = S.preview !== null;
  const { panels, domain } = panelsOf(M, step, { tips: !moving });
  const g = S.built.g;
  const log = V.layout.log;
  const domainKey = JSON.stringify(domain);
  const newRuns = S.drawnStep !== step;
  const newAxis = domainKey !== S.domainKey || newRuns;
  const refs = S.refs && S.refs.length === panels.length ? S.refs : (S.refs = references(holder));
  panels.forEach((panel, m) => {
    const ref = refs[m];
    if (newAxis) {
      const top = g.present ? 4 : g.font + 14;
      const [lines, labels] = gridMarkup(g, domain, log, top);
      ref.grid.innerHTML = lines;
      ref.labels.innerHTML = labels;
    }
    for (let i = 0; i < n; i++) {
      const row = ref.rows[i];
      row.row.setAttribute("data-exact", repr(panel.exact[i]));
      row.exact.setAttribute("width", widthAt(g, position(panel.exact[i], domain, log)));
      if (newAxis && row.bar) {
        row.bar.setAttribute("width", widthAt(g, position(panel.sim[i], domain, log)));
        row.line.setAttribute("x1", xAt(g, position(panel.lower[i], domain, log)));
        row.line.setAttribute("x2", xAt(g, position(panel.upper[i], domain, log)));
      }
      if (newRuns) {
        row.row.setAttribute("data-simulated", repr(panel.sim[i]));
        row.row.setAttribute("data-lower", repr(panel.lower[i]));
        row.row.setAttribute("data-upper", repr(panel.upper[i]));
      }
      if (panel.tips && ref.tips[i]) ref.tips[i].setAttribute("data-tip", panel.tips[i]);
    }
  });
  S.tipsDirty = moving;
  S.domainKey = domainKey;
  S.drawnStep = step;
  holder.onpointerover = S.tipsDirty ? hoverTip : null;
}

// A hover box hovered while its text is behind the ε on screen: write it now.
function hoverTip(event) {
  const box = event.target.closest && event.target.closest('[data-testid="pcTip"]');
  if (!box || !S.tipsDirty || !S.refs) return;
  const M = model();
  if (!M) return;
  for (let m = 0; m < S.refs.length; m++) {
    const i = S.refs[m].tips.indexOf(box);
    if (i < 0) continue;
    const sims = simsOf(S.step, m, M.V.names.length);
    const tip = tipText(M.V.names[i], M.exact[m][i], M.logs[m][i], sims, i, M.T.runs, M.stale, M.T.label, noExact(M.V, m));
    box.setAttribute("data-tip", tip);
  }
}

function schedule() {
  if (S.frame) return;
  S.frame = requestAnimationFrame(render);
}

function ensureRoot(parent) {
  let root = parent.querySelector(":scope > .pc-live");
  if (!root) {
    root = document.createElement("div");
    root.className = "pc-live";
    root.setAttribute("data-testid", "pcLive");
    root.innerHTML =
      '<div class="pc-error" role="alert" hidden></div><div class="pc-body">' +
      '<p class="pc-odds pc-text"></p><p class="pc-sentence pc-text"></p>' +
      '<div class="pc-grid pc-cards"></div>' +
      '<p data-testid="pcCaption" class="pc-caption"></p>' +
      '<div class="pc-charts"></div><div class="pc-tables"></div></div>';
    parent.appendChild(root);
  }
  return root;
}

// ---------------------------------------------------------------------------------------------------------------
// The control: the slider, and on a projector ◀ ε / ε ▶ and the ← / → keys anywhere on the page.

function stopLabel(C, index) {
  const label = C.labels[index];
  if (index === 0) return `${label} · more privacy`;
  if (index === C.labels.length - 1) return `${label} · more accuracy`;
  return label;
}

function buildControl(parent, C) {
  let root = parent.querySelector(":scope > .pc-eps");
  if (!root) {
    root = document.createElement("div");
    root.className = "pc-eps";
    root.setAttribute("data-testid", "pcEpsilon");
    const id = `pc-eps-${Math.random().toString(36).slice(2)}`;
    root.innerHTML =
      `<div class="pc-eps-slider"><div class="pc-eps-label"><label for="${id}">Privacy budget ε (log scale)</label>` +
      `<span class="pc-eps-help" tabindex="0" role="note"></span></div>` +
      `<div class="pc-eps-track"><output class="pc-eps-bubble" aria-hidden="true"></output>` +
      `<input id="${id}" type="range" min="0" step="1" aria-label="Privacy budget ε (log scale)"></div>` +
      `<div class="pc-ends"><span>← more privacy</span><span>more accuracy →</span></div></div>` +
      `<div class="pc-eps-exact"><div class="pc-eps-label"><label for="${id}-x">Exact ε</label>` +
      `<span class="pc-eps-help pc-eps-exact-help" tabindex="0" role="note"></span></div>` +
      `<input id="${id}-x" class="pc-eps-number" type="number" step="0.01" inputmode="decimal" aria-label="Exact ε"></div>` +
      `<div class="pc-eps-steps"><div class="pc-eps-label" aria-hidden="true">&nbsp;</div><div class="pc-eps-buttons">` +
      `<button type="button" class="pc-step" data-step="-1" title="ε one stop lower">◀ ε</button>` +
      `<button type="button" class="pc-step" data-step="1" title="ε one stop higher">ε ▶</button></div></div>`;
    parent.appendChild(root);
    const input = root.querySelector('input[type="range"]');
    input.addEventListener("pointerdown", () => {
      S.dragging = true;
    });
    input.addEventListener("input", () => preview(Number(input.value)));
    input.addEventListener("change", () => {
      const pointer = S.dragging;
      S.dragging = false;
      commitSoon(pointer ? 0 : 150);
    });
    const release = () => {
      if (S.dragging) {
        S.dragging = false;
        commitSoon(0);
      }
    };
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
    for (const button of root.querySelectorAll(".pc-step")) {
      button.addEventListener("click", () => nudge(Number(button.dataset.step), 300));
    }
    const box = root.querySelector(".pc-eps-number");
    box.addEventListener("change", () => typed(box));
    box.addEventListener("keydown", (event) => {
      if (event.key === "Enter") typed(box);
    });
  }
  root.classList.toggle("pc-with-stepper", Boolean(C.present));
  root.querySelector(".pc-eps-help").title = C.help;
  root.querySelector(".pc-eps-exact-help").title = C.exact_help;
  const box = root.querySelector(".pc-eps-number");
  box.min = String(C.low);
  box.max = String(C.high);
  root.querySelector('input[type="range"]').max = String(C.values.length - 1);
  S.controlRoot = root;
  S.control = C;
  if (!S.dragging && S.preview === null && S.typed === undefined) {
    placeThumb(currentStop());
    showExact(S.step ? S.step.header.label : general(C.epsilon, 6));
  }
  if (C.present && !live.keys) {
    live.keys = true;
    document.addEventListener("keydown", pageKeys);
  }
}

// A value typed into the exact box (Enter, or leaving the box): a stop is drawn at once from the laws; a value
// between stops waits for the server's law at it.
function typed(box) {
  const C = S.control;
  let value = Number(box.value);
  if (!box.value.trim() || !Number.isFinite(value)) {
    showExact(S.step ? S.step.header.label : general(C.epsilon, 6), { force: true });
    return;
  }
  value = Number(general(Math.min(Math.max(value, C.low), C.high), 6)); // the link's 6 significant digits
  showExact(general(value, 6), { force: true });
  const stop = C.values.indexOf(value);
  if (stop >= 0) {
    preview(stop);
    commitSoon(0);
    return;
  }
  if (S.step && S.step.header.epsilon === value) return;
  clearTimeout(S.commitTimer);
  S.committing = false;
  S.preview = null;
  S.typed = value;
  placeThumb(nearestStop(value));
  S.seq += 1;
  S.pending = S.seq;
  send({ epsilon: value, seq: S.seq });
  schedule();
}

function nearestStop(value) {
  const values = S.control.values;
  let best = 0;
  for (let i = 1; i < values.length; i++) {
    if (Math.abs(Math.log10(values[i]) - Math.log10(value)) < Math.abs(Math.log10(values[best]) - Math.log10(value))) best = i;
  }
  return best;
}

function pageKeys(event) {
  if (!S.control || !S.control.present) return;
  if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target;
  const tag = target && target.tagName;
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable)) return;
  if (!document.body.contains(S.controlRoot)) return;
  event.preventDefault();
  nudge(event.key === "ArrowLeft" ? -1 : 1, 150);
}

function currentStop() {
  if (S.preview !== null) return S.preview;
  if (S.step) return S.step.header.stop;
  return S.control ? S.control.stop : 0;
}

function placeThumb(index) {
  const root = S.controlRoot;
  const C = S.control;
  if (!root || !C) return;
  const input = root.querySelector("input");
  if (Number(input.value) !== index) input.value = String(index);
  const label = stopLabel(C, index);
  input.setAttribute("aria-valuetext", label);
  const fraction = index / (C.values.length - 1);
  root.style.setProperty("--pc-fill", `${(fraction * 100).toFixed(3)}%`);
  const bubble = root.querySelector(".pc-eps-bubble");
  bubble.textContent = C.labels[index];
  bubble.style.left = `calc(${(fraction * 100).toFixed(3)}% + ${(0.5 - fraction) * 18}px)`;
}

// The exact box shows the ε on screen (under the hand while it moves); not while someone is typing into it.
function showExact(label, { force = false } = {}) {
  const box = S.controlRoot && S.controlRoot.querySelector(".pc-eps-number");
  if (!box || (!force && document.activeElement === box)) return;
  if (box.value !== label) box.value = label;
}

function preview(index) {
  const C = S.control;
  if (!C) return;
  index = Math.max(0, Math.min(C.values.length - 1, index));
  S.preview = index;
  S.typed = undefined;
  placeThumb(index);
  showExact(C.labels[index]);
  schedule();
}

function nudge(steps, delay) {
  preview(currentStop() + steps);
  commitSoon(delay);
}

function commitSoon(delay) {
  clearTimeout(S.commitTimer);
  S.committing = true;
  S.commitTimer = setTimeout(commit, delay);
}

function commit() {
  S.committing = false;
  const C = S.control;
  if (S.preview === null || !C) return;
  const value = C.values[S.preview];
  if (S.step && S.step.header.epsilon === value && S.pending === null) {
    S.preview = null;
    schedule();
    return;
  }
  S.seq += 1;
  S.pending = S.seq;
  send({ epsilon: value, seq: S.seq });
  schedule();
}

function send(value) {
  if (S.send) S.send("epsilon", value);
  else S.unsent = value;
}

// ---------------------------------------------------------------------------------------------------------------
// Downloads: the drawing on screen as SVG, and as PNG at twice its size.

function exportSvg() {
  const step = S.step;
  const view = S.view;
  if (!step || !view) return null;
  const saved = S.preview;
  S.preview = null; // the landed ε: the law and the runs at the ε the server ran
  const M = model();
  S.preview = saved;
  if (!M) return null;
  const V = M.V;
  useLabels(V);
  const width = V.export.panel_width;
  const g = geometry(V.names.length, false, V.layout);
  const { panels, domain } = panelsOf(M, step, { exportWidth: width });
  const drawn = panels.map((panel, index) =>
    panelMarkup(panel, g, domain, V.layout.log, V.more, { x: 20 + index * (width + 40), y: 48, width: String(width) }),
  );
  const total = panels.length * (width + 40) + 20;
  const height = 48 + Math.max(0, ...drawn.map((d) => d.height)) + 20;
  const title = `${V.export.title_before}${M.label}${V.export.title_after}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${height}" viewBox="0 0 ${total} ${height}" ` +
    `font-family='${FONT}' fill="${INK}"><rect width="${total}" height="${height}" fill="#FFFFFF"/>` +
    `<text x="20" y="30" font-size="15" font-weight="600">${escapeHtml(title)}</text>${drawn.map((d) => d.svg).join("")}</svg>`
  );
}

function save(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function download(kind) {
  const svg = exportSvg();
  if (!svg) return;
  const stem = S.view.header.export.stem;
  if (kind === "svg") {
    save(new Blob([svg], { type: "image/svg+xml" }), `${stem}.svg`);
    return;
  }
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth * 2;
  canvas.height = image.naturalHeight * 2;
  const context = canvas.getContext("2d");
  context.scale(2, 2);
  context.drawImage(image, 0, 0);
  canvas.toBlob((blob) => blob && save(blob, `${stem}.png`), "image/png");
}

function buildDownloads(parent) {
  let root = parent.querySelector(":scope > .pc-downloads");
  if (!root) {
    root = document.createElement("div");
    root.className = "pc-downloads";
    root.innerHTML =
      '<button type="button" data-testid="pcDownload" data-kind="png">Download charts (PNG)</button>' +
      '<button type="button" data-testid="pcDownload" data-kind="svg">Download charts (SVG)</button>';
    parent.appendChild(root);
    for (const button of root.querySelectorAll("button")) button.addEventListener("click", () => download(button.dataset.kind));
  }
  S.downloads = root;
  updateDownloads();
}

function updateDownloads(M = model()) {
  if (!S.downloads) return;
  const waiting = !M || M.stale || Boolean(M.T.error);
  for (const button of S.downloads.querySelectorAll("button")) {
    button.disabled = waiting;
    button.title = waiting ? "Waiting for the runs at this ε" : "The charts on screen, with every setting in the title";
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Mounts.

function mount(component) {
  const data = component.data;
  if (data && typeof data === "object" && typeof data.byteLength === "number") {
    const payload = unpack(data);
    if (payload.header.role === "view") {
      S.view = payload;
      S.root = ensureRoot(component.parentElement);
      S.signature = null;
    } else if (payload.header.role === "step") {
      S.step = payload;
      S.send = component.setStateValue;
      if (S.unsent) {
        S.send("epsilon", S.unsent);
        S.unsent = null;
      }
      const seq = Number(payload.header.seq || 0);
      if (S.pending !== null && seq >= S.pending) S.pending = null;
      if (S.pending === null && !S.dragging && !S.committing) {
        S.preview = null;
        S.typed = undefined;
        placeThumb(payload.header.stop);
        showExact(payload.header.label);
      }
    }
  } else if (data && data.role === "control") {
    buildControl(component.parentElement, data);
  } else if (data && data.role === "downloads") {
    buildDownloads(component.parentElement);
  }
  schedule();
}

// Last, once every declaration above has run: take over the mounts that arrived before this script.
live.mount = mount;
for (const queued of live.queue.splice(0)) mount(queued);
