import { PROVINCE_NAMES, PROVINCES, type Province, provinceOf } from '@isoko/shared/rwanda';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface DistrictSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The province shown first (the chosen city's); the rest follow in their usual order. */
  firstProvince?: Province;
}

/** All 30 districts, grouped by province, with the most likely group first. */
export const DistrictSelect = forwardRef<HTMLSelectElement, DistrictSelectProps>(function DistrictSelect(
  { firstProvince = 'City of Kigali', ...props },
  ref,
) {
  const { t } = useTranslation('address');
  const order = [firstProvince, ...PROVINCE_NAMES.filter((p) => p !== firstProvince)];
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
export const CITY_DISTRICT: Record<string, string> = {
  Kigali: 'Gasabo',
  Huye: 'Huye',
  Musanze: 'Musanze',
  Rubavu: 'Rubavu',
};

export const provinceOfCity = (city: string): Province =>
  provinceOf(CITY_DISTRICT[city] ?? 'Gasabo') ?? 'City of Kigali';
