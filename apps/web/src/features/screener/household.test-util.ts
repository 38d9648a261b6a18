import { type Answers, newPerson } from './answers';

/** The journey's household: you (34, pay every 2 weeks), two children; rent with heat. */
export function texasFamily(): Answers {
  return {
    state: 'TX',
    people: [
      {
        ...newPerson('self'),
        age: '34',
        incomes: [{ kind: 'wages', amount: '900', frequency: 'biweekly' }],
      },
      { ...newPerson('child'), age: '8' },
      { ...newPerson('child'), age: '3' },
    ],
    housing: 'rent',
    housingCost: '950',
    utilities: 'heating_cooling',
    savings: '',
  };
}
