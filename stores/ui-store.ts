import { create } from 'zustand';

export type MobileMenu = 'burger' | 'catalog' | null;
export type LoginMode = 'code' | 'email' | 'phone';

type UiState = {
  /** The open mobile menu: burger and catalogue menus are mutually exclusive (spec 2.4). */
  mobileMenu: MobileMenu;
  megaMenuOpen: boolean;
  loginModal: { open: boolean; mode: LoginMode };
  logoutModalOpen: boolean;
  tooManyRequestsOpen: boolean;
  /** Set when a browser request answered 404 or nothing: the layout shows the not-found page. */
  pageNotFound: boolean;
};

type UiActions = {
  toggleMobileMenu: (menu: Exclude<MobileMenu, null>) => void;
  closeMobileMenu: () => void;
  setMegaMenuOpen: (open: boolean) => void;
  openLogin: (mode?: LoginMode) => void;
  closeLogin: () => void;
  openLogoutModal: () => void;
  closeLogoutModal: () => void;
  openTooManyRequests: () => void;
  closeTooManyRequests: () => void;
  showNotFound: () => void;
  resetNotFound: () => void;
};

export type UiStore = UiState & UiActions;

export const initialUiState: UiState = {
  mobileMenu: null,
  megaMenuOpen: false,
  loginModal: { open: false, mode: 'code' },
  logoutModalOpen: false,
  tooManyRequestsOpen: false,
  pageNotFound: false,
};

/**
 * Browser-only UI flags (menus and modals). A module-level store is fine here: nothing writes it
 * during server rendering, so no state can leak between requests (house-style "Stores").
 */
export const useUiStore = create<UiStore>()((set) => ({
  ...initialUiState,
  toggleMobileMenu: (menu) =>
    set((state) => ({ mobileMenu: state.mobileMenu === menu ? null : menu, megaMenuOpen: false })),
  closeMobileMenu: () => set({ mobileMenu: null }),
  setMegaMenuOpen: (open) => set({ megaMenuOpen: open }),
  openLogin: (mode = 'code') => set({ loginModal: { open: true, mode }, mobileMenu: null }),
  closeLogin: () => set((state) => ({ loginModal: { ...state.loginModal, open: false } })),
  openLogoutModal: () => set({ logoutModalOpen: true }),
  closeLogoutModal: () => set({ logoutModalOpen: false }),
  openTooManyRequests: () => set({ tooManyRequestsOpen: true }),
  closeTooManyRequests: () => set({ tooManyRequestsOpen: false }),
  showNotFound: () => set({ pageNotFound: true }),
  resetNotFound: () => set({ pageNotFound: false }),
}));
