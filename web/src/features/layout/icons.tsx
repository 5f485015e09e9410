import type { ReactNode } from 'react';

/*
 * Small line icons drawn inline: emoji glyphs depend on the phone's fonts and show as empty
 * boxes where none is installed. Decorative only; the text beside them names the action.
 */
function Icon({ size = 20, children, fill = 'none' }: { size?: number; children: ReactNode; fill?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function PinIcon() {
  return (
    <Icon size={16}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}

export function CartIcon() {
  return (
    <Icon size={22}>
      <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </Icon>
  );
}

export function PersonIcon() {
  return (
    <Icon size={22}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

export function MenuIcon() {
  return (
    <Icon>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  );
}

export function BagIcon({ size = 40 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M5 8h14l-1.2 12H6.2z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </Icon>
  );
}

export function BigCartIcon({ size = 48 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </Icon>
  );
}

export function TruckIcon({ size = 24 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M2 6h11v10H2zM13 10h4l3 3v3h-7z" />
      <circle cx="6" cy="18" r="1.8" />
      <circle cx="17" cy="18" r="1.8" />
    </Icon>
  );
}

export function LockIcon({ size = 24 }: { size?: number }) {
  return (
    <Icon size={size}>
      <rect x="5" y="11" width="14" height="9" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </Icon>
  );
}

export function TagIcon({ size = 24 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8.5" r="1.3" />
    </Icon>
  );
}

export function BadgeCheckIcon({ size = 24 }: { size?: number }) {
  return (
    <Icon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16 9.8" />
    </Icon>
  );
}

export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function CloseIcon({ size = 16 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function AlertIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M12 3l10 18H2z" />
      <path d="M12 10v5M12 18h.01" />
    </Icon>
  );
}

export function GridIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />
    </Icon>
  );
}

export function ListIcon({ size = 18 }: { size?: number }) {
  return (
    <Icon size={size}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

export function PlayIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size} fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </Icon>
  );
}

export function PauseIcon({ size = 20 }: { size?: number }) {
  return (
    <Icon size={size} fill="currentColor">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
    </Icon>
  );
}

export function HeartIcon({ size = 20, filled = false }: { size?: number; filled?: boolean }) {
  return (
    <Icon size={size} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z" />
    </Icon>
  );
}

/** Line drawings for the departments; a department without its own drawing gets the tag. */
const DEPARTMENT_PATHS: Record<string, ReactNode> = {
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </>
  ),
  laptop: <path d="M4 6h16v10H4zM2 19h20" />,
  audio: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </>
  ),
  home: <path d="M3 11l9-7 9 7v9H3zM10 20v-5h4v5" />,
  camera: (
    <>
      <path d="M3 8h4l2-3h6l2 3h4v11H3z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  game: (
    <path d="M6 9h12a4 4 0 0 1 3.8 5.3l-.8 2.4a2 2 0 0 1-3.4.6L15.5 15h-7l-2.1 2.3a2 2 0 0 1-3.4-.6l-.8-2.4A4 4 0 0 1 6 9zM8 11v3M6.5 12.5h3" />
  ),
  clothes: <path d="M8 3l-5 3 2 4 2-1v12h10V9l2 1 2-4-5-3a4 4 0 0 1-8 0z" />,
  baby: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M5 21a7 7 0 0 1 14 0" />
    </>
  ),
  beauty: <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />,
  sport: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3.5 9.5c3 1 5 3.5 5.5 8.5M20.5 14.5c-3-1-5-3.5-5.5-8.5" />
    </>
  ),
  shoe: <path d="M3 17v-5l5-3 3 3 4 1 6 2v2H3zM3 17h18" />,
  gem: <path d="M6 4h12l3 5-9 11L3 9zM3 9h18M9 4l3 16 3-16" />,
  bag: <path d="M5 8h14l-1.2 12H6.2zM9 8V6.5a3 3 0 0 1 6 0V8" />,
  book: <path d="M4 4h6a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4zM20 4h-6a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h6z" />,
  toy: <path d="M4 13h7v7H4zM13 13h7v7h-7zM8.5 4h7v7h-7z" />,
  health: (
    <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9zM8 12h2l1-2 2 4 1-2h2" />
  ),
  car: (
    <>
      <path d="M3 16v-4l2-5h14l2 5v4zM3 12h18" />
      <circle cx="7" cy="16.5" r="1.8" />
      <circle cx="17" cy="16.5" r="1.8" />
    </>
  ),
  pet: (
    <>
      <circle cx="7" cy="9" r="1.8" />
      <circle cx="12" cy="6.5" r="1.8" />
      <circle cx="17" cy="9" r="1.8" />
      <path d="M7.5 17a4.5 4.5 0 0 1 9 0c0 2-2 2.5-4.5 2.5S7.5 19 7.5 17z" />
    </>
  ),
  office: <path d="M4 20l1-4L16 5l3 3L8 19zM14 7l3 3" />,
};

/** Department slug (top level or a subcategory) to its drawing. */
const DEPARTMENT_OF: Array<[RegExp, string]> = [
  [/phone|tablet|mobile|electronic|wearable|smart/, 'phone'],
  [/computer|laptop|desktop|monitor|network/, 'laptop'],
  [/audio|headphone|speaker|earbud/, 'audio'],
  [/camera|photo|lens|drone/, 'camera'],
  [/entertainment|gaming|game|tv/, 'game'],
  [/fashion|dress|top|bottom|suit|cloth|wear|shirt/, 'clothes'],
  [/kid|baby/, 'baby'],
  [/home|kitchen|furniture|decor|living|bedding/, 'home'],
  [/beauty|care|makeup|skin|fragrance|hair/, 'beauty'],
  [/sport|outdoor|fitness|cycling|camping/, 'sport'],
  [/shoe|footwear|sneaker|sandal|boot/, 'shoe'],
  [/jewel|watch|ring|necklace/, 'gem'],
  [/bag|accessor|luggage|wallet/, 'bag'],
  [/book|media|music|magazine/, 'book'],
  [/toy|puzzle|board/, 'toy'],
  [/health|wellness|vitamin|medical/, 'health'],
  [/auto|car|motor|vehicle/, 'car'],
  [/pet|dog|cat/, 'pet'],
  [/office|stationery|school|pen/, 'office'],
];

export function CategoryIcon({ slug, size = 24 }: { slug: string; size?: number }) {
  const key = DEPARTMENT_OF.find(([pattern]) => pattern.test(slug))?.[1];
  return <Icon size={size}>{(key && DEPARTMENT_PATHS[key]) ?? <TagPaths />}</Icon>;
}

function TagPaths() {
  return (
    <>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8.5" r="1.3" />
    </>
  );
}
