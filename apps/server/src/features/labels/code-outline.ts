/**
 * The outline of the dark cells of a code (QR modules, barcode bars) as closed rectilinear polygons, so a code is
 * filled as one path whose neighbouring modules share no edge. Squares or rows filled side by side leave thin
 * light seams in anti-aliased rasterisers (each edge pixel is only partly covered twice); one outline cannot.
 *
 * Grid units, y downwards, cell (col, row) spans [col, col + 1] × [row, row + 1]. Every edge is walked with the
 * dark side on its right, so outer outlines and the outlines of light holes wind in opposite directions and the
 * non-zero fill rule leaves the holes light. Cells touching only at a corner stay separate outlines, which the
 * inset below needs.
 */
export type Point = [number, number];

interface Edge {
  from: Point;
  to: Point;
}

function boundaryEdges(cols: number, rows: number, dark: (col: number, row: number) => boolean): Edge[] {
  const isDark = (c: number, r: number) => c >= 0 && r >= 0 && c < cols && r < rows && dark(c, r);
  const edges: Edge[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!isDark(c, r)) continue;
      if (!isDark(c, r - 1)) edges.push({ from: [c, r], to: [c + 1, r] });
      if (!isDark(c + 1, r)) edges.push({ from: [c + 1, r], to: [c + 1, r + 1] });
      if (!isDark(c, r + 1)) edges.push({ from: [c + 1, r + 1], to: [c, r + 1] });
      if (!isDark(c - 1, r)) edges.push({ from: [c, r + 1], to: [c, r] });
    }
  }
  return edges;
}

const direction = (e: Edge): Point => [Math.sign(e.to[0] - e.from[0]), Math.sign(e.to[1] - e.from[1])];
/** Turning right, seen with y downwards: east becomes south. */
const right = ([dx, dy]: Point): Point => [-dy, dx];

/**
 * Closed polygons (corner points only, in walking order) around the dark cells. Where two edges leave one
 * point (two dark cells touching at a corner) the walk turns right, keeping to the cell it came around; that
 * choice pairs each edge arriving at a point with exactly one leaving it, so every walk closes.
 */
export function outlines(cols: number, rows: number, dark: (col: number, row: number) => boolean): Point[][] {
  const edges = boundaryEdges(cols, rows, dark);
  const pointKey = ([x, y]: Point) => y * (cols + 1) + x;
  const leaving = new Map<number, Edge[]>();
  for (const e of edges) {
    const k = pointKey(e.from);
    const list = leaving.get(k);
    if (list) list.push(e);
    else leaving.set(k, [e]);
  }
  const next = (edge: Edge): Edge => {
    const options = leaving.get(pointKey(edge.to))!;
    if (options.length === 1) return options[0]!;
    const [tx, ty] = right(direction(edge));
    return options.find((e) => e.to[0] - e.from[0] === tx && e.to[1] - e.from[1] === ty)!;
  };
  const used = new Set<Edge>();
  const polygons: Point[][] = [];
  for (const start of edges) {
    if (used.has(start)) continue;
    const walk: Edge[] = [];
    let edge = start;
    do {
      used.add(edge);
      walk.push(edge);
      edge = next(edge);
    } while (edge !== start);
    polygons.push(corners(walk));
  }
  return polygons;
}

/** The points where the walk changes direction. */
function corners(walk: Edge[]): Point[] {
  const points: Point[] = [];
  walk.forEach((edge, i) => {
    const before = direction(walk[(i + walk.length - 1) % walk.length]!);
    const here = direction(edge);
    if (before[0] !== here[0] || before[1] !== here[1]) points.push(edge.from);
  });
  return points;
}

/**
 * Moves every edge of a polygon towards its dark side (the right of the walk) by `byX` grid units for vertical
 * edges and `byY` for horizontal ones: each corner moves along both of its edges' inward normals. Valid while
 * the amounts are less than half the narrowest feature.
 */
export function inset(polygon: Point[], byX: number, byY: number): Point[] {
  return polygon.map((point, i) => {
    const prev = polygon[(i + polygon.length - 1) % polygon.length]!;
    const next = polygon[(i + 1) % polygon.length]!;
    const a = right([Math.sign(point[0] - prev[0]), Math.sign(point[1] - prev[1])]);
    const b = right([Math.sign(next[0] - point[0]), Math.sign(next[1] - point[1])]);
    return [point[0] + byX * (a[0] + b[0]), point[1] + byY * (a[1] + b[1])];
  });
}
