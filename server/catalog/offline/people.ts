import { hash, seeded } from './util.ts';

/** Generated cast: invented names, so the offline catalogue never puts words in real people's mouths. */
const FIRST =
  `Ava Ben Cara Dev Elena Felix Grace Hugo Iris Jonah Kira Leo Maya Noah Olive Priya Quinn Rosa Sami
Tara Umar Vera Wes Xena Yusuf Zoe Aiko Bruno Chloe Dario Esme Farid Greta Hana Ivan Jade Kenji Lena Marco Nia`
    .split(/\s+/)
    .filter(Boolean);
const LAST =
  `Abbott Bianchi Castro Dalton Ekström Fischer Garcia Hayes Ito Jensen Kowalski Laurent Moreau Nakamura
Okafor Petrov Quill Reyes Sato Tanaka Ueda Varga Walsh Xu Yilmaz Zimmer Brooks Carter Duarte Ellis Fontaine Grant
Hoffman Ishikawa Jones Kaur Lindqvist Mensah Novak Ortega`
    .split(/\s+/)
    .filter(Boolean);
const ROLES = `Detective Captain Doctor Agent Professor Sergeant Mayor Nurse Pilot Reporter`.split(
  ' ',
);

export interface Person {
  id: number;
  name: string;
  department: 'Acting' | 'Directing';
}

export interface CastEntry {
  person: Person;
  character: string;
}

export class PeopleIndex {
  private readonly byId = new Map<number, Person>();
  private readonly byName = new Map<string, Person>();

  get(id: number) {
    return this.byId.get(id);
  }

  all() {
    return [...this.byId.values()];
  }

  /** The same name always maps to the same person id. */
  intern(name: string, department: Person['department']): Person {
    const existing = this.byName.get(name);
    if (existing) return existing;
    // Ids from the name, not creation order, so they survive changes to the data.
    let id = 1_000_000 + (hash(name) % 9_000_000);
    while (this.byId.has(id)) id += 1;
    const person: Person = { id, name, department };
    this.byId.set(person.id, person);
    this.byName.set(name, person);
    return person;
  }

  /** 8–12 cast members for a title, chosen deterministically from its seed. */
  castFor(seed: number): CastEntry[] {
    const random = seeded(seed);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
    const count = 8 + Math.floor(random() * 5);
    const cast: CastEntry[] = [];
    const used = new Set<string>();
    while (cast.length < count) {
      const name = `${pick(FIRST)} ${pick(LAST)}`;
      if (used.has(name)) continue;
      used.add(name);
      const character =
        random() < 0.3 ? `${pick(ROLES)} ${pick(LAST)}` : `${pick(FIRST)} ${pick(LAST)}`;
      cast.push({ person: this.intern(name, 'Acting'), character });
    }
    return cast;
  }
}
