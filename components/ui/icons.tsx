import type { ReactNode } from 'react';

type IconProps = { className?: string; size?: number | string };

type SvgProps = IconProps & { children: ReactNode; filled?: boolean };

/** Decorative inline SVG: sized in em, drawn with currentColor, hidden from assistive tech. */
function Svg({ className, size = '1.5em', children, filled = false }: SvgProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Svg>
);

export const HeartIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20Z" />
  </Svg>
);

export const BagIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </Svg>
);

export const UserIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="8.5" r="3.5" />
    <path d="M5 20a7 7 0 0 1 14 0" />
  </Svg>
);

export const LiveIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M10.5 9v6l4.5-3-4.5-3Z" />
  </Svg>
);

export const MenuIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 6 12 12M18 6 6 18" />
  </Svg>
);

export const CatalogIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1" />
  </Svg>
);

export const PhoneIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6.6 4h2.6l1.3 3.8-1.8 1.3a10 10 0 0 0 6.2 6.2l1.3-1.8 3.8 1.3v2.6A1.6 1.6 0 0 1 18.4 19 14.4 14.4 0 0 1 5 5.6 1.6 1.6 0 0 1 6.6 4Z" />
  </Svg>
);

type ChevronIconProps = IconProps & { direction?: 'left' | 'right' | 'down' | 'up' };

export const ChevronIcon = ({ direction = 'right', ...props }: ChevronIconProps) => {
  const paths = {
    right: 'm9 6 6 6-6 6',
    left: 'm15 6-6 6 6 6',
    down: 'm6 9 6 6 6-6',
    up: 'm6 15 6-6 6 6',
  };
  return (
    <Svg {...props}>
      <path d={paths[direction]} />
    </Svg>
  );
};
