import type { BenefitId } from '../benefits.js';
import type { NamedText } from '../namedText.js';

// French names of the programs and income categories (docs/glossary/fr.json).
export const benefitTextsFr: Readonly<Record<BenefitId, NamedText>> = {
  'medicaid-magi': {
    name: 'Medicaid (selon le revenu)',
    description:
      'Assurance maladie gratuite ou à faible coût pour les adultes, les enfants et les familles à faible revenu.',
  },
  snap: {
    name: 'SNAP (aide alimentaire)',
    description:
      'De l’argent chaque mois sur une carte pour acheter de la nourriture dans les magasins et les marchés.',
  },
  tanf: {
    name: 'TANF (aide financière)',
    description:
      'Une aide en argent pour les familles avec enfants pendant qu’elles travaillent pour payer leurs propres factures.',
  },
  wic: {
    name: 'WIC',
    description:
      'Des aliments sains et de l’aide pour nourrir votre bébé. Pour les personnes enceintes, les jeunes parents et les enfants de moins de 5 ans.',
  },
  chip: {
    name: 'CHIP',
    description:
      'Assurance maladie à faible coût pour les enfants et les ados de familles qui gagnent trop pour Medicaid.',
  },
  'medicaid-non-magi': {
    name: 'Medicaid (65 ans et plus, aveugle ou handicap)',
    description:
      'Assurance maladie pour les personnes de 65 ans ou plus, aveugles ou en situation de handicap.',
  },
};

/** Keyed by income category id (SPEC 9's 22 categories). */
export const incomeCategoryTextsFr: Readonly<Record<number, NamedText>> = {
  1: {
    name: 'Salaires, traitements, pourboires',
    description:
      'L’argent d’un emploi : chèques de paie, salaire, pourboires, heures supplémentaires et primes.',
  },
  2: {
    name: 'Revenu d’un travail indépendant',
    description:
      'L’argent de votre propre entreprise, de petits boulots par application, d’un travail en freelance ou sous contrat (1099).',
  },
  3: {
    name: 'Prestations de la Sécurité sociale',
    description:
      'Paiements de la Sécurité sociale pour la retraite, les survivants ou l’invalidité (SSDI), et SSI.',
  },
  4: { name: 'Allocations de chômage', description: 'Les paiements de chômage de votre État.' },
  5: {
    name: 'Revenus locatifs',
    description:
      'Le loyer qu’on vous paie pour une maison, un appartement, une chambre ou un terrain.',
  },
  6: {
    name: 'Pension et revenus de retraite',
    description: 'L’argent d’une pension, d’une rente, d’un 401(k) ou d’un IRA.',
  },
  7: {
    name: 'Prestations d’invalidité',
    description:
      'Paiements d’invalidité qui ne viennent pas de la Sécurité sociale, comme une assurance accident du travail ou privée.',
  },
  8: {
    name: 'Prestations aux anciens combattants',
    description: 'Pension du VA, paiements d’invalidité du VA ou autre argent du VA.',
  },
  9: {
    name: 'Revenus de placements',
    description: 'L’argent que vous rapportent vos actions ou autres placements.',
  },
  10: {
    name: 'Pension alimentaire entre ex-époux',
    description: 'L’aide que vous verse un ancien mari ou une ancienne femme.',
  },
  11: {
    name: 'Aide aux études',
    description: 'Bourses, subventions ou argent d’un emploi étudiant pour l’école.',
  },
  12: {
    name: 'Paiements pour famille d’accueil',
    description: 'Les paiements que vous recevez pour vous occuper d’un enfant placé chez vous.',
  },
  13: {
    name: 'Paiements tribaux',
    description: 'Paiements par personne ou autre argent que vous verse une tribu.',
  },
  16: {
    name: 'Pension alimentaire pour enfant',
    description: 'La pension alimentaire qu’on vous verse pour un enfant.',
  },
  18: { name: 'Héritage', description: 'L’argent ou les biens reçus d’une personne décédée.' },
  19: {
    name: 'Paiements d’assurance',
    description: 'L’argent que vous a versé une compagnie d’assurance.',
  },
  20: {
    name: 'Règlements judiciaires',
    description: 'L’argent d’un procès ou d’une affaire en justice.',
  },
  21: {
    name: 'Gains de loterie et de jeux',
    description: 'L’argent gagné à la loterie, au casino ou à d’autres paris.',
  },
  22: {
    name: 'Revenus de cryptomonnaie',
    description:
      'L’argent de cryptomonnaies : minage, récompenses de staking ou paiements en crypto.',
  },
  23: {
    name: 'Plus-values',
    description: 'Le profit de la vente d’actions, de biens ou d’autres choses que vous possédez.',
  },
  24: {
    name: 'Intérêts imposables',
    description:
      'Les intérêts de comptes bancaires, de certificats de dépôt (CD) ou d’obligations.',
  },
  15: {
    name: 'Autres revenus',
    description: 'Un autre argent que vous recevez souvent, comme l’aide de la famille.',
  },
};
