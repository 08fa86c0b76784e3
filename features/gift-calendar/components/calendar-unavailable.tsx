/** What /calendar/ shows when the API cannot answer: the heading stays, the grid says so. */
export function CalendarUnavailable() {
  return (
    <p role="alert">
      Не удалось загрузить календарь подарков. Обновите страницу или попробуйте позже.
    </p>
  );
}
