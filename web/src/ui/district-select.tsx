import { type CityChoice, PROVINCE_NAMES, PROVINCES, type Province } from '@isoko/shared/rwanda';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface DistrictSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The province shown first (the chosen city's); the rest follow in their usual order. */
  firstProvince?: Province;
  /** Only this province's districts (the chosen city's): no district of another can be picked. */
  onlyProvince?: Province;
}

/** The 30 districts grouped by province, the most likely group first, or one province's. */
export const DistrictSelect = forwardRef<HTMLSelectElement, DistrictSelectProps>(function DistrictSelect(
  { firstProvince = 'City of Kigali', onlyProvince, ...props },
  ref,
) {
  const { t } = useTranslation('address');
  const order = onlyProvince
    ? [onlyProvince]
    : [firstProvince, ...PROVINCE_NAMES.filter((p) => p !== firstProvince)];
  return (
    <select ref={ref} {...props}>
      {order.map((province) => (
        <optgroup key={province} label={t(`provinces.${province}`)}>
          {PROVINCES[province].map((district) => (
            <option key={district} value={district}>
              {district}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
});

/** The registration screen's city choices and the district each one suggests. */
export const CITY_DISTRICT: Record<CityChoice, string> = {
  Kigali: 'Gasabo',
  Huye: 'Huye',
  Musanze: 'Musanze',
  Rubavu: 'Rubavu',
  Rwamagana: 'Rwamagana',
};
