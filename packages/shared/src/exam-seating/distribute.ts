/**
 * Which venue each student sits in: venues filled evenly, front-seat students where row 0 has room,
 * classrooms, courses and grades spread over the venues in proportion, then no classroom above a
 * venue's independent-seat count where the mix allows (the exchange below, with its proof).
 */
import { byGradeCourseClassroom, type SeatingModel } from './model';

/**
 * Students per venue: the same share of every venue's usable seats (largest remainders), except that
 * a venue never gets fewer than its locked students. A venue whose locks exceed its share keeps
 * exactly its locks and the rest is shared again among the others; removing a venue fuller than the
 * average lowers the others' ratio, so no share exceeds its venue's seats.
 */
export function venueQuotas(seats: readonly number[], locked: readonly number[], total: number): number[] {
  const quota = new Array<number>(seats.length).fill(0);
  const fixed = new Set<number>();
  for (;;) {
    const open = seats.map((_, v) => v).filter((v) => !fixed.has(v));
    const students = total - [...fixed].reduce((sum, v) => sum + locked[v]!, 0);
    const room = open.reduce((sum, v) => sum + seats[v]!, 0);
    const ideal = (v: number) => (room === 0 ? 0 : (students * seats[v]!) / room);
    const over = open.filter((v) => ideal(v) < locked[v]!);
    if (over.length > 0) {
      for (const v of over) {
        fixed.add(v);
        quota[v] = locked[v]!;
      }
      continue;
    }
    let left = students;
    for (const v of open) {
      quota[v] = Math.floor(ideal(v));
      left -= quota[v]!;
    }
    const byRemainder = [...open].sort((a, b) => ideal(b) - quota[b]! - (ideal(a) - quota[a]!) || a - b);
    for (let i = 0; i < left; i++) quota[byRemainder[i]!]!++;
    return quota;
  }
}

/** Row-0 seats of a venue that no lock takes. */
function freeFrontSeats(model: SeatingModel, v: number): number {
  const grid = model.grids[v]!;
  let free = 0;
  for (let column = 0; column < grid.columns; column++) if (grid.usable[column]) free++;
  model.lockedVenue.forEach((venue, i) => {
    if (venue === v && model.lockedCell[i]! < grid.columns) free--;
  });
  return free;
}

export function distributeStudents(model: SeatingModel): Int32Array {
  const venues = model.grids.length;
  const n = model.studentIds.length;
  const venueOf = new Int32Array(n).fill(-1);
  const count = new Array<number>(venues).fill(0);
  const lockedCount = new Array<number>(venues).fill(0);
  for (let i = 0; i < n; i++) {
    const v = model.lockedVenue[i]!;
    if (v < 0) continue;
    venueOf[i] = v;
    count[v]!++;
    lockedCount[v]!++;
  }
  const quota = venueQuotas(
    model.grids.map((g) => g.cells.length),
    lockedCount,
    n,
  );

  // Front-seat students first, each to the venue with the most row-0 room left.
  const frontRoom = model.grids.map((_, v) => freeFrontSeats(model, v));
  const front = [...Array(n).keys()]
    .filter((i) => venueOf[i]! < 0 && model.front[i])
    .sort((a, b) => model.classroom[a]! - model.classroom[b]! || a - b);
  for (const i of front) {
    let best = -1;
    for (let v = 0; v < venues; v++) {
      if (count[v]! >= quota[v]!) continue;
      if (best < 0) {
        best = v;
        continue;
      }
      const room = frontRoom[v]! - frontRoom[best]!;
      const left = quota[v]! - count[v]! - (quota[best]! - count[best]!);
      if (room > 0 || (room === 0 && left > 0)) best = v;
    }
    venueOf[i] = best;
    count[best]!++;
    frontRoom[best]!--;
  }

  // The rest in (grade, course, classroom) order, dealt so that every stretch of that order, hence
  // every grade, course and classroom, is shared among the venues in proportion to their room.
  const rest = [...Array(n).keys()].filter((i) => venueOf[i]! < 0).sort(byGradeCourseClassroom(model));
  const room = quota.map((q, v) => q - count[v]!);
  const dealt = new Array<number>(venues).fill(0);
  for (const i of rest) {
    let best = -1;
    let bestKey = Infinity;
    for (let v = 0; v < venues; v++) {
      if (dealt[v]! >= room[v]!) continue;
      const key = (dealt[v]! + 0.5) / room[v]!;
      if (key < bestKey) {
        bestKey = key;
        best = v;
      }
    }
    venueOf[i] = best;
    dealt[best]!++;
  }
  spreadLargeClassrooms(model, venueOf);
  return venueOf;
}

/**
 * Exchanges two movable students (not locked, not front-seat) of different classrooms between venues
 * while some classroom c has more students in a venue v than v's independent-seat count α_v and
 * another venue w has fewer than α_w of c and a movable student of another classroom d.
 *
 * Each exchange lowers Σ_v Σ_c max(0, k_cv − α_v) by one and raises no term: c in w stays ≤ α_w, and
 * d in v stays ≤ α_v because v's other students number q_v − k_cv < q_v − α_v ≤ α_v (α_v ≥ ⌈m_v/2⌉ ≥
 * q_v/2 in a grid). When none is possible (and every student is movable), a classroom with an excess
 * somewhere has k_cw ≥ min(α_w, q_w) in every venue w, so its excess Σ_v max(0, k_cv − α_v) equals
 * k_c − Σ_w min(α_w, q_w): the least any split of these venue counts allows (bound.ts, bound (1)).
 */
function spreadLargeClassrooms(model: SeatingModel, venueOf: Int32Array): void {
  const venues = model.grids.length;
  const classrooms = model.classroomIds.length;
  const n = venueOf.length;
  const k = new Int32Array(venues * classrooms);
  for (let i = 0; i < n; i++) k[venueOf[i]! * classrooms + model.classroom[i]!]!++;
  const movable = (i: number) => model.lockedVenue[i]! < 0 && !model.front[i];
  const alpha = model.grids.map((g) => g.independentSeats);

  for (let v = 0; v < venues; v++) {
    for (let c = 0; c < classrooms; c++) {
      while (k[v * classrooms + c]! > alpha[v]!) {
        const s = firstIndex(n, (i) => venueOf[i] === v && model.classroom[i] === c && movable(i));
        if (s < 0) break;
        const targets = [...Array(venues).keys()]
          .filter((w) => w !== v && k[w * classrooms + c]! < alpha[w]!)
          .sort((a, b) => alpha[b]! - k[b * classrooms + c]! - (alpha[a]! - k[a * classrooms + c]!) || a - b);
        let t = -1;
        for (const w of targets) {
          const candidate = (i: number) =>
            venueOf[i] === w &&
            model.classroom[i] !== c &&
            movable(i) &&
            k[v * classrooms + model.classroom[i]!]! + 1 <= alpha[v]!;
          // Prefer a student of the same course, then grade, so those spreads stay as dealt.
          t = firstIndex(n, (i) => candidate(i) && model.course[i] === model.course[s]);
          if (t < 0) t = firstIndex(n, (i) => candidate(i) && model.grade[i] === model.grade[s]);
          if (t < 0) t = firstIndex(n, candidate);
          if (t >= 0) break;
        }
        if (t < 0) break;
        const w = venueOf[t]!;
        const d = model.classroom[t]!;
        venueOf[s] = w;
        venueOf[t] = v;
        k[v * classrooms + c]!--;
        k[w * classrooms + c]!++;
        k[w * classrooms + d]!--;
        k[v * classrooms + d]!++;
      }
    }
  }
}

function firstIndex(n: number, test: (i: number) => boolean): number {
  for (let i = 0; i < n; i++) if (test(i)) return i;
  return -1;
}
