import type { AreaItem } from '@pocket/contracts/api/region';

import { ZAMBIA } from './zambia.data';

const provinces: AreaItem[] = ZAMBIA.map((p, i) => ({ id: i + 1, name: p.name, parentId: 0 }));
const districts = new Map<number, AreaItem[]>(
  ZAMBIA.map((p, i) => {
    const provinceId = i + 1;
    return [provinceId, p.districts.map((name, j) => ({ id: provinceId * 100 + j + 1, name, parentId: provinceId }))];
  }),
);

/** Children of an area: 0 -> the provinces, a province id -> its districts, anything else -> none. */
export function areasUnder(id: number): AreaItem[] {
  return id === 0 ? provinces : (districts.get(id) ?? []);
}

/** The province and district names when the district belongs to the province, else null. */
export function resolveDistrict(provinceId: number, districtId: number) {
  const district = districts.get(provinceId)?.find((d) => d.id === districtId);
  if (!district) return null;
  return { province: provinces[provinceId - 1]!.name, district: district.name };
}
