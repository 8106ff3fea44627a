/**
 * 법정 시군구 codes as the 온통청년 API writes them in `zipCd` from 2026-07, so the importer can
 * tell a policy for a whole 시·도 (every 시군구 listed) from one for a part of it.
 *
 * Computed from sigungu-zipcd-2026.csv (the 256 codes of the 2026 map, kept for reference in
 * ../shared/fixtures/youthcenter/): its rows grouped by the code's first two digits, each group
 * written as the codes' last three digits. Prefix 12 is the merged 전남광주통합특별시; `sidoOf`
 * splits it back into 광주 (29) and 전남 (46).
 */
export const SIGUNGU_SUFFIXES_2026: Readonly<Record<string, string>> = {
  '11': '110 140 170 200 215 230 260 290 305 320 350 380 410 440 470 500 530 545 560 590 620 650 680 710 740',
  '12': '110 130 150 170 190 210 240 270 300 330 710 720 730 740 750 760 770 780 790 800 810 820 830 840 850 860 870',
  '26': '110 140 170 200 230 260 290 320 350 380 410 440 470 500 530 710',
  '27': '110 140 170 200 230 260 290 710 720',
  '28': '125 155 177 185 200 237 245 275 290 710 720',
  '30': '110 140 170 200 230',
  '31': '110 140 170 200 710',
  '36': '110',
  '41': '111 113 115 117 131 133 135 150 171 173 192 194 196 210 220 250 271 273 281 285 287 290 310 360 370 390 410 430 450 461 463 465 480 500 550 570 591 593 595 597 610 630 650 670 800 820 830',
  '43': '111 112 113 114 130 150 720 730 740 745 750 760 770 800',
  '44': '131 133 150 180 200 210 230 250 270 710 760 770 790 800 810 825',
  '47': '111 113 130 150 170 190 210 230 250 280 290 730 750 760 770 820 830 840 850 900 920 930 940',
  '48': '121 123 125 127 129 170 220 240 250 270 310 330 720 730 740 820 840 850 860 870 880 890',
  '50': '110 130',
  '51': '110 130 150 170 190 210 230 720 730 750 760 770 780 790 800 810 820 830',
  '52': '111 113 130 140 180 190 210 710 720 730 740 750 770 790 800',
};

/** Every 2026 code, e.g. '11110'. */
export const SIGUNGU_CODES_2026: readonly string[] = Object.entries(SIGUNGU_SUFFIXES_2026).flatMap(
  ([prefix, suffixes]) => suffixes.split(' ').map((suffix) => `${prefix}${suffix}`),
);

/**
 * Codes older records still carry, to the 2026 codes of the same area. Records written before a
 * reorganisation list the old codes, and a listing of a whole 시·도 in old codes must still read
 * as the whole 시·도. Sources: zipcd-legacy-to-2026.json (광주·전남 into 12 from 2026-07; 인천's
 * 중구/동구/서구 and 화성시 split in 2026) and zipcd-region-names-2026.json (천안시 44130 before
 * its two 구). 부천시 was one code (41190) from 2016 until its 구 returned in 2024.
 * 강원 42→51 and 전북 45→52 keep their last three digits, so `canonicalSigungu` handles them by
 * rule instead of listing them.
 */
const GWANGJU_JEONNAM_TO_12: Readonly<Record<string, string>> = {
  // 광주광역시
  '29110': '12210',
  '29140': '12240',
  '29155': '12270',
  '29170': '12300',
  '29200': '12330',
  // 전라남도
  '46110': '12110',
  '46130': '12130',
  '46150': '12150',
  '46170': '12170',
  '46230': '12190',
  '46710': '12710',
  '46720': '12720',
  '46730': '12730',
  '46770': '12740',
  '46780': '12750',
  '46790': '12760',
  '46800': '12770',
  '46810': '12780',
  '46820': '12790',
  '46830': '12800',
  '46840': '12810',
  '46860': '12820',
  '46870': '12830',
  '46880': '12840',
  '46890': '12850',
  '46900': '12860',
  '46910': '12870',
};

const SPLIT_CODES: Readonly<Record<string, readonly string[]>> = {
  '28110': ['28125', '28155'], // 인천 중구 → 제물포구, 영종구
  '28140': ['28125'], // 인천 동구 → 제물포구
  '28260': ['28275', '28290'], // 인천 서구 → 서해구, 검단구
  '41190': ['41192', '41194', '41196'], // 부천시 → 원미구, 소사구, 오정구
  '41590': ['41591', '41593', '41595', '41597'], // 화성시 → 만세구, 효행구, 병점구, 동탄구
  '44130': ['44131', '44133'], // 천안시 → 동남구, 서북구
};

const RENUMBERED_PREFIX: Readonly<Record<string, string>> = { '42': '51', '45': '52' };

/** The 2026 codes covering the area of `code`; the code itself when it is current or unknown. */
export function canonicalSigungu(code: string): readonly string[] {
  const merged = GWANGJU_JEONNAM_TO_12[code];
  if (merged) return [merged];
  const split = SPLIT_CODES[code];
  if (split) return split;
  const prefix = RENUMBERED_PREFIX[code.slice(0, 2)];
  return prefix ? [`${prefix}${code.slice(2)}`] : [code];
}
