type RulesUnavailableProps = { what: string };

/**
 * What a content page shows when the API cannot answer: the page's heading stays, the missing part
 * says so (the page is never silently empty).
 */
export function RulesUnavailable({ what }: RulesUnavailableProps) {
  return <p role="alert">Не удалось загрузить {what}. Обновите страницу или попробуйте позже.</p>;
}
