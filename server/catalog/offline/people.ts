import { fnv1a } from '../../../shared/stable-random.ts';

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
    let id = 1_000_000 + (fnv1a(name) % 9_000_000);
    while (this.byId.has(id)) id += 1;
    const person: Person = { id, name, department };
    this.byId.set(person.id, person);
    this.byName.set(name, person);
    return person;
  }
}
