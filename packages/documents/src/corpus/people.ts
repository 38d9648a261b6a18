import { pick, type Random, seededRandom } from './random.js';

export interface Person {
  first: string;
  middle: string;
  last: string;
  street: string;
  city: string;
}

const firsts = ['Maria', 'James', 'Aisha', 'Daniel', 'Linh', 'Robert', 'Keisha', 'Jose'];
const middles = ['J', 'A', 'M', 'R', 'L', 'T'];
const lasts = ['Lopez', 'Johnson', 'Nguyen', 'Williams', 'Patel', 'Okafor', 'Brown', 'Garcia'];
const streets = ['412 Elm Street', '88 Oak Avenue Apt 3', '1507 Pine Road', '23 Maple Court'];
const cities = ['Springfield, IL 62704', 'Dayton, OH 45402', 'Tulsa, OK 74103', 'Fresno, CA 93721'];

export function randomPerson(random: Random): Person {
  return {
    first: pick(random, firsts),
    middle: pick(random, middles),
    last: pick(random, lasts),
    street: pick(random, streets),
    city: pick(random, cities),
  };
}

export const employers = [
  'RIVERSIDE MEDICAL CENTER',
  'ACME LOGISTICS INC',
  'SUNRISE GROCERY CO',
  'BLUE RIVER CONSTRUCTION LLC',
  'MAPLE LEAF HOME CARE',
  'TRI-COUNTY SCHOOL DISTRICT',
] as const;

export const clients = ['BRIGHTPATH DESIGN LLC', 'NORTHSIDE EVENTS INC', 'GREEN VALLEY FARMS'];

export const employerAddresses = [
  '1200 Industrial Way, Springfield, IL 62701',
  '455 Commerce Drive, Columbus, OH 43215',
  '19 Harbor Street, Tulsa, OK 74103',
];

/** The name as a form prints it: first, middle initial, last. */
export function fullName(person: Person): string {
  return `${person.first} ${person.middle} ${person.last}`;
}

/** The name as a letter prints it: first and last. */
export function firstLast(person: Person): string {
  return `${person.first} ${person.last}`;
}

/** A generator's random source for this seed and the applicant it draws first. */
export function seededApplicant(seed: number): { random: Random; person: Person } {
  const random = seededRandom(seed);
  return { random, person: randomPerson(random) };
}
