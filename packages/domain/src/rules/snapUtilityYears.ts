import type { SnapUtilityYear } from './snapUtilityTypes.js';

// State SNAP standard utility allowances per fiscal year, in monthly dollars, as FNS's table of
// state SUAs prints them (heating/cooling, limited, telephone). Transcribed via the
// PolicyEngine US parameters (policyengine_us/parameters/gov/usda/snap/income/deductions/
// utility), which compile FNS's table, with the corrections PolicyEngine made against FNS's
// release of 2026-05-21 (AL, ID, MO, SD, VA phone; Maryland's January and Wisconsin's May
// changes); see decision 0302. Hawaii sets separate electricity,
// gas and water standards by household size instead of one SUA, so its row has only the
// telephone standard. Michigan, Minnesota, Rhode Island, Virginia and Alaska have no limited
// allowance in the table; West Virginia no telephone standard. FY 2027 (from 2026-10-01): only
// the states whose notices could be read here, each row with its own source; any other state's
// FY 2027 figure is not known (the estimate says it may be higher).
export const snapUtilityYears: readonly SnapUtilityYear[] = [
  {
    fiscalYear: 2026,
    from: '2025-10-01',
    to: '2026-09-30',
    source: {
      title:
        'USDA FNS, SNAP Standard Utility Allowances FY 2026 table (effective October 1, 2025; release of May 21, 2026)',
      url: 'https://www.fns.usda.gov/sites/default/files/resource-files/2026-05-21-SUA-Table-FY26.xlsx',
    },
    states: {
      AL: { heatingCooling: 637, limited: 466, phone: 53 },
      AK: { heatingCooling: 517, phone: 26, lowestOfAreas: true },
      AZ: { heatingCooling: [323, 323, 323, 438], limited: [149, 149, 149, 201], phone: 44 },
      AR: { heatingCooling: 342, limited: 274, phone: 51 },
      CA: { heatingCooling: 663, limited: 170, phone: 20 },
      CO: { heatingCooling: 594, limited: 377, phone: 97 },
      CT: { heatingCooling: 976, limited: 430, phone: 36 },
      DE: { heatingCooling: 543, limited: 369, phone: 24 },
      DC: { heatingCooling: 384, limited: 348, phone: 76 },
      FL: { heatingCooling: 430, limited: 348, phone: 56 },
      GA: { heatingCooling: 405, limited: 358, phone: 47 },
      HI: { phone: 43 },
      ID: { heatingCooling: 390, limited: 133, phone: 49 },
      IL: { heatingCooling: 546, limited: 457, phone: 67 },
      IN: { heatingCooling: 486, limited: 283, phone: 36 },
      IA: { heatingCooling: 554, limited: 292, phone: 36 },
      KS: { heatingCooling: 469, limited: 345, phone: 44 },
      KY: { heatingCooling: 388, limited: 331, phone: 64 },
      LA: { heatingCooling: 465, limited: 258, phone: 76 },
      ME: { heatingCooling: 1096, limited: 598, phone: 114 },
      MD: {
        heatingCooling: 557,
        limited: 341,
        phone: 40,
        update: { from: '2026-01-01', heatingCooling: 572, limited: 350, phone: 41 },
      },
      MA: { heatingCooling: 914, limited: 556, phone: 64 },
      MI: { heatingCooling: 682, phone: 31 },
      MN: { heatingCooling: 667, phone: 62 },
      MS: { heatingCooling: 308, limited: 228, phone: 50 },
      MO: { heatingCooling: 509, limited: 373, phone: 81 },
      MT: { heatingCooling: 799, limited: 267, phone: 34 },
      NE: { heatingCooling: 615, limited: 321, phone: 54 },
      NV: { heatingCooling: 446, limited: 361, phone: 52 },
      NH: { heatingCooling: 1018, limited: 373, phone: 39 },
      NJ: { heatingCooling: 977, limited: 505, phone: 33 },
      NM: { heatingCooling: 419, limited: 289, phone: 51 },
      NY: { heatingCooling: 877, limited: 355, phone: 32, lowestOfAreas: true },
      NC: {
        heatingCooling: [637, 699, 768, 837, 912],
        limited: [392, 431, 474, 518, 564],
        phone: 42,
      },
      ND: { heatingCooling: 772, limited: 286, phone: 35 },
      OH: { heatingCooling: 766, limited: 479, phone: 46 },
      OK: { heatingCooling: 412, limited: 354, phone: 49 },
      OR: { heatingCooling: 515, limited: 404, phone: 81 },
      PA: { heatingCooling: 857, limited: 488, phone: 107 },
      RI: { heatingCooling: 844, phone: 27 },
      SC: { heatingCooling: 388, limited: 265, phone: 27 },
      SD: { heatingCooling: 950, limited: 265, phone: 61 },
      TN: {
        heatingCooling: [451, 466, 485, 503, 519, 536, 551, 568, 587, 602],
        limited: [162],
        phone: 36,
      },
      TX: { heatingCooling: 445, limited: 400, phone: 62 },
      UT: { heatingCooling: 514, limited: 431, phone: 59 },
      VT: { heatingCooling: 1096, limited: 311, phone: 37 },
      VA: { heatingCooling: [375, 375, 375, 476], phone: 54 },
      WA: { heatingCooling: 515, limited: 406, phone: 58 },
      WV: { heatingCooling: 518, limited: 330 },
      WI: {
        heatingCooling: 553,
        limited: 385,
        phone: 31,
        update: { from: '2026-05-01', heatingCooling: 870, limited: 436 },
      },
      WY: { heatingCooling: 510, limited: 340, phone: 57 },
    },
  },
  {
    fiscalYear: 2027,
    from: '2026-10-01',
    to: '2027-09-30',
    source: {
      title: 'USDA FNS, SNAP Standard Utility Allowances (by state), FY 2027',
      url: 'https://www.fns.usda.gov/snap/eligibility/deduction/standard-utility-allowances',
    },
    states: {
      CA: {
        heatingCooling: 686,
        limited: 176,
        phone: 21,
        source: {
          title:
            'California DSS, ACIN I-40-26: CalFresh cost-of-living adjustments for FFY 2027 (SUA, LUA, TUA)',
          url: 'https://www.cdss.ca.gov/Portals/9/Additional-Resources/Letters-and-Notices/ACINs/2026/I-40_26.pdf',
        },
      },
      IL: {
        heatingCooling: 565,
        limited: 472,
        phone: 69,
        source: {
          title: 'Illinois DHS, Manual Release #26.26: SNAP standards from October 1, 2026',
          url: 'https://www.dhs.state.il.us/',
        },
      },
      NY: {
        heatingCooling: 908,
        limited: 368,
        phone: 33,
        lowestOfAreas: true,
        source: {
          title:
            "New York OTDA, GIS 26 DC045: FFY 2027 SNAP standards (rest of state; as Hunger Solutions New York's 2026-27 reference sheet prints them)",
          url: 'https://otda.ny.gov/policy/gis/',
        },
      },
    },
  },
];
