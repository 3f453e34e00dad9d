/** Reference lists for demo data: realistic, not real people. */
export const FIRST_NAMES = ['JUAN', 'JOSE', 'MARK', 'JOHN PAUL', 'RICARDO', 'ANGELO', 'CARLO', 'RAMON', 'EDGARDO', 'ROMMEL', 'JERICHO', 'ARNEL', 'DANILO', 'RODEL', 'NOEL', 'JOMAR', 'REYNALDO', 'ALVIN', 'MICHAEL', 'CHRISTIAN', 'FERDINAND', 'RONALDO', 'JAYSON', 'ARVIN', 'EMMANUEL', 'BENJIE', 'ROGELIO', 'WILFREDO', 'LEONARDO', 'VIRGILIO'];
export const LAST_NAMES = ['DELA CRUZ', 'SANTOS', 'REYES', 'GARCIA', 'MENDOZA', 'BAUTISTA', 'VILLANUEVA', 'RAMOS', 'AQUINO', 'CASTILLO', 'FERNANDEZ', 'GONZALES', 'NAVARRO', 'TORRES', 'DOMINGO', 'SALVADOR', 'PASCUAL', 'MERCADO', 'AGUILAR', 'DIZON', 'CRUZ', 'LOPEZ', 'MAGBANUA', 'TOLENTINO', 'SORIANO', 'MALLARI', 'ESPIRITU', 'CABRERA', 'DE LEON', 'MANALO'];
export const MIDDLE_NAMES = ['ABAD', 'BALDO', 'CORPUZ', 'DUMLAO', 'ESTRADA', 'FLORES', 'GALANG', 'HERNANDEZ', 'ILAGAN', 'JAVIER', 'LACSON', 'MACARAEG'];

export const FLEETS = [
  { name: 'PCC FLEET A', vesselTypeId: 1 as const },
  { name: 'BULK FLEET B', vesselTypeId: 2 as const },
  { name: 'BULK FLEET C', vesselTypeId: 2 as const },
];

export const VESSEL_NAMES = ['ASIAN EMPEROR', 'PACIFIC QUEEN', 'ORIENT HARMONY', 'MORNING GLORY', 'LUZON STAR', 'VISAYAS PEARL', 'MINDANAO SPIRIT', 'CORAL TRADER', 'NORTHERN LIGHT', 'SOUTHERN CROSS', 'EASTERN DAWN', 'WESTERN BREEZE', 'GOLDEN OCEAN', 'SILVER WAVE', 'MANILA BAY', 'CEBU VOYAGER', 'DAVAO CARRIER', 'ILOILO EXPRESS', 'SUBIC ENDEAVOUR', 'BATANGAS PRIDE'];

/** Rank types: 1 deck officers, 2 engine officers, 3 ratings. */
export const RANKS = [
  { name: 'MASTER', alias: 'MSTR', rankTypeId: 1 },
  { name: 'CHIEF OFFICER', alias: 'C/O', rankTypeId: 1 },
  { name: 'SECOND OFFICER', alias: '2/O', rankTypeId: 1 },
  { name: 'THIRD OFFICER', alias: '3/O', rankTypeId: 1 },
  { name: 'CHIEF ENGINEER', alias: 'C/E', rankTypeId: 2 },
  { name: 'FIRST ASSISTANT ENGINEER', alias: '1/AE', rankTypeId: 2 },
  { name: 'SECOND ASSISTANT ENGINEER', alias: '2/AE', rankTypeId: 2 },
  { name: 'THIRD ASSISTANT ENGINEER', alias: '3/AE', rankTypeId: 2 },
  { name: 'ELECTRICIAN', alias: 'ELEC', rankTypeId: 2 },
  { name: 'BOSUN', alias: 'BSN', rankTypeId: 3 },
  { name: 'ABLE SEAMAN', alias: 'AB', rankTypeId: 3 },
  { name: 'ORDINARY SEAMAN', alias: 'OS', rankTypeId: 3 },
  { name: 'OILER', alias: 'OLR', rankTypeId: 3 },
  { name: 'WIPER', alias: 'WPR', rankTypeId: 3 },
  { name: 'CHIEF COOK', alias: 'C/CK', rankTypeId: 3 },
  { name: 'MESSMAN', alias: 'MSM', rankTypeId: 3 },
];

export const PORTS = [
  { name: 'MANILA', country: 'PHILIPPINES' },
  { name: 'SINGAPORE', country: 'SINGAPORE' },
  { name: 'BUSAN', country: 'SOUTH KOREA' },
  { name: 'YOKOHAMA', country: 'JAPAN' },
  { name: 'ROTTERDAM', country: 'NETHERLANDS' },
  { name: 'SHANGHAI', country: 'CHINA' },
  { name: 'HOUSTON', country: 'UNITED STATES' },
  { name: 'SANTOS', country: 'BRAZIL' },
  { name: 'DURBAN', country: 'SOUTH AFRICA' },
  { name: 'KAOHSIUNG', country: 'TAIWAN' },
];

export const INNS = [
  { name: 'MANILA DIAMOND HOTEL', telephone: '(02) 8528-3000', address: 'ROXAS BLVD, MALATE, MANILA' },
  { name: 'MAKATI DIAMOND RESIDENCES', telephone: '(02) 8317-5000', address: 'LEGASPI ST, MAKATI CITY' },
  { name: 'SELAH GARDEN HOTEL', telephone: '(02) 8362-3381', address: 'MACAPAGAL BLVD, PASAY CITY' },
  { name: 'CITADINES SALCEDO', telephone: '(02) 8849-8888', address: 'SALCEDO VILLAGE, MAKATI CITY' },
  { name: 'MANILA GRAND OPERA HOTEL', telephone: '(02) 8242-2227', address: 'STA. CRUZ, MANILA' },
];

export const LABORATORIES = [{ name: 'PADL' }, { name: 'CAREPOINT' }, { name: 'PHILIPPINE RED CROSS' }, { name: 'HI-PRECISION DIAGNOSTICS' }];

export const CONTRACT_REASONS = [
  { code: 'FC', name: 'FINISHED CONTRACT' },
  { code: 'OR', name: 'OWN REQUEST' },
  { code: 'CF', name: 'CHANGE FLAG' },
  { code: 'MR', name: 'MEDICAL REASON' },
  { code: 'DC', name: 'DECEASED' },
  { code: 'VL', name: 'VESSEL SOLD' },
  { code: 'PR', name: 'PROMOTION' },
];

export const DEMO_PASSWORD = 'Demo-2026!';
