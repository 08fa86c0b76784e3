import type { EmploymentType, Salary } from '@/lib/platform/api/contracts/vacancies';
import { formatRub } from '@/lib/shop/format/money';
import { pluralRu } from '@/lib/shop/format/plural';

/** «от 60 000 ₽», «до 90 000 ₽», «60 000 – 90 000 ₽» or «по договорённости». */
export function salaryLabel({ from, to }: Salary): string {
  if (from !== null && to !== null) {
    return from === to
      ? formatRub(from)
      : `${formatRub(from).replace(/\s?₽$/, '')} – ${formatRub(to)}`;
  }
  if (from !== null) return `от ${formatRub(from)}`;
  if (to !== null) return `до ${formatRub(to)}`;
  return 'по договорённости';
}

/** «1 вакансия», «3 вакансии», «12 вакансий». */
export function vacancyCount(count: number): string {
  return `${count} ${pluralRu(count, { one: 'вакансия', few: 'вакансии', many: 'вакансий' })}`;
}

export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  full_time: 'Полная занятость',
  part_time: 'Частичная занятость',
};

/** ISO `YYYY-MM-DD` → dd.MM.yyyy. */
export function formatPublished(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

/** «Без опыта» as it is, otherwise «Опыт: от 1 года до 3 лет». */
export function experienceLabel(experience: string): string {
  return /^без/i.test(experience) ? experience : `Опыт: ${experience.toLowerCase()}`;
}
