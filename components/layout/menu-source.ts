'use client';

import { useEffect, useState } from 'react';

import { menuSections, type MenuData } from './menu-data';

/** Where the menus' data is served (app/api/menu/route.ts). */
export const MENU_ADDRESS = '/api/menu/';

/** The menus without the catalogue service: «Все украшения», collections, price bands, «Все …». */
export const MENU_WITHOUT_CATALOGUE: MenuData = {
  categories: [],
  sections: menuSections([]),
  filterGroups: [],
};

let loaded: MenuData | null = null;
let pending: Promise<MenuData> | null = null;

/**
 * The menus' data, fetched once per page load (the browser's HTTP cache keeps it between pages).
 * A failed load resolves to the menus without the catalogue and is tried again on the next call,
 * so the menu never breaks and fills in once the catalogue answers.
 */
export function loadMenuData(): Promise<MenuData> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= fetch(MENU_ADDRESS, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`menu: ${response.status}`);
      const data = (await response.json()) as MenuData;
      if (data.categories.length === 0) return MENU_WITHOUT_CATALOGUE;
      loaded = data;
      return data;
    })
    .catch(() => MENU_WITHOUT_CATALOGUE)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The menus' data while `wanted` (a menu is open): what has loaded, else null while it loads. Each
 * time the menu opens again after a failed load, it asks again.
 */
export function useMenuData(wanted = true): MenuData | null {
  const [data, setData] = useState<MenuData | null>(loaded);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadMenuData().then((next) => {
      if (live) setData(next);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return data;
}

/** Forgets what was loaded (tests). */
export function resetMenuData() {
  loaded = null;
  pending = null;
}
