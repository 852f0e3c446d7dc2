// Real Melbourne suburbs with their postcodes, and plausible residential streets.

export const POSTCODES: Readonly<Record<string, string>> = {
  Southbank: '3006',
  Footscray: '3011',
  Yarraville: '3013',
  Williamstown: '3016',
  Altona: '3018',
  Sunshine: '3020',
  Werribee: '3030',
  'Moonee Ponds': '3039',
  Essendon: '3040',
  'Pascoe Vale': '3044',
  Carlton: '3053',
  Brunswick: '3056',
  Coburg: '3058',
  Fitzroy: '3065',
  Collingwood: '3066',
  'Clifton Hill': '3068',
  Northcote: '3070',
  Thornbury: '3071',
  Preston: '3072',
  Reservoir: '3073',
  Ivanhoe: '3079',
  Bundoora: '3083',
  Heidelberg: '3084',
  Greensborough: '3088',
  Eltham: '3095',
  Kew: '3101',
  Balwyn: '3103',
  Bulleen: '3105',
  Templestowe: '3106',
  Doncaster: '3108',
  Richmond: '3121',
  Hawthorn: '3122',
  Camberwell: '3124',
  'Box Hill': '3128',
  Blackburn: '3130',
  Mitcham: '3132',
  Ringwood: '3134',
  Croydon: '3136',
  'South Yarra': '3141',
  Malvern: '3144',
  'Glen Waverley': '3150',
  'Caulfield North': '3161',
  Oakleigh: '3166',
  Dandenong: '3175',
  Prahran: '3181',
  'St Kilda': '3182',
  Elwood: '3184',
  Elsternwick: '3185',
  Brighton: '3186',
  Moorabbin: '3189',
  Sandringham: '3191',
  Cheltenham: '3192',
  Mentone: '3194',
  Mordialloc: '3195',
  Frankston: '3199',
  Bentleigh: '3204',
  'Port Melbourne': '3207',
};

export function postcodeOf(suburb: string): string {
  const postcode = POSTCODES[suburb];
  if (!postcode) throw new Error(`No postcode for suburb ${suburb}`);
  return postcode;
}

/** Suburbs where the residential customers live. */
export const RESIDENTIAL_SUBURBS = [
  'Northcote', 'Thornbury', 'Reservoir', 'Ivanhoe', 'Eltham', 'Balwyn', 'Templestowe', 'Blackburn', 'Mitcham',
  'Croydon', 'Bentleigh', 'Elwood', 'Yarraville', 'Pascoe Vale', 'Altona', 'Werribee', 'Mordialloc', 'Heidelberg',
] as const;

/** Residential street names of the kind found all over Melbourne. */
export const RESIDENTIAL_STREETS = [
  'Clarendon Street', 'Wattle Avenue', 'Harding Street', 'Elm Grove', 'Victoria Road', 'Beaconsfield Parade', 'Rathmines Street',
  'Bells Avenue', 'Kooyong Road', 'Mitchell Street', 'Grange Road', 'Banksia Street', 'Orchard Grove', 'Albion Road',
  'Wilson Avenue', 'Camp Street', 'Park Crescent', 'Hawthorn Grove', 'Gordon Street', 'Shaftesbury Avenue',
] as const;
