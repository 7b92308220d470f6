import type { ReactNode } from 'react'

// Decorative line drawings in the graphics colour. They repeat what the text beside them says,
// so every one is hidden from assistive technology.

interface LineIconProps {
  size?: number
  className?: string
}

function LineIcon({ size = 40, className, children }: LineIconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}

export function VanIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 13h24v20H4z" />
      <path d="M28 19h8l7 7v7h-15" />
      <path d="M32 19v7h11" />
      <circle cx="12" cy="35" r="3.5" />
      <circle cx="35" cy="35" r="3.5" />
      <path d="M9 19h10M9 24h6" />
    </LineIcon>
  )
}

export function BagIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M10 16h28l-2.5 25h-23z" />
      <path d="M17 16v-3a7 7 0 0 1 14 0v3" />
      <path d="M19 27c1.5 2.5 8.5 2.5 10 0" />
    </LineIcon>
  )
}

export function ClockIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="24" cy="24" r="16" />
      <path d="M24 14v10l7 5" />
      <path d="M24 5v3M24 40v3M5 24h3M40 24h3" />
    </LineIcon>
  )
}

export function GiftIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M8 20h32v7H8zM11 27h26v15H11z" />
      <path d="M24 20v22" />
      <path d="M24 20c-3-6-11-9-12-4s8 4 12 4c4 0 13 1 12-4s-9-2-12 4Z" />
    </LineIcon>
  )
}

export function GlobeIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="24" cy="24" r="17" />
      <path d="M7 24h34M24 7c5 5 7 11 7 17s-2 12-7 17c-5-5-7-11-7-17s2-12 7-17Z" />
    </LineIcon>
  )
}

export function WhiskIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M24 44v-13" />
      <path d="M24 31c-8-4-10-14-6-21 2-3 10-3 12 0 4 7 2 17-6 21Z" />
      <path d="M24 31c-3-5-4-14 0-22M24 31c3-5 4-14 0-22" />
    </LineIcon>
  )
}

export function CalendarIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="7" y="10" width="34" height="31" rx="3" />
      <path d="M7 19h34M16 6v8M32 6v8" />
      <path d="M16 27h4M28 27h4M16 34h4M28 34h4" />
    </LineIcon>
  )
}

export function MailIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="6" y="11" width="36" height="26" rx="3" />
      <path d="m7 13 17 13 17-13" />
    </LineIcon>
  )
}

export function PinIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M24 43s13-12.5 13-23a13 13 0 0 0-26 0c0 10.5 13 23 13 23Z" />
      <circle cx="24" cy="20" r="5" />
    </LineIcon>
  )
}

export function SnowflakeIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M24 6v36M8.4 15l31.2 18M8.4 33l31.2-18" />
      <path d="m19 9 5 4 5-4M19 39l5-4 5 4" />
    </LineIcon>
  )
}

export function PencilIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="m30 9 9 9-22 22H8v-9z" />
      <path d="m26 13 9 9" />
    </LineIcon>
  )
}

/** A two-tier cake in outline: the emblem beside the About Us text. */
export function CakeDrawing({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 240 240"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="120" cy="120" r="112" strokeOpacity="0.35" />
      <circle cx="120" cy="120" r="104" strokeOpacity="0.2" strokeDasharray="2 6" />
      {/* stand */}
      <path d="M52 176h136M78 176l10 14h64l10-14M112 190v10h16v-10" />
      {/* bottom tier */}
      <path d="M64 124h112v52H64z" />
      <path d="M64 134c9 8 19 8 28 0s19-8 28 0 19 8 28 0 19-8 28 0" />
      {/* top tier */}
      <path d="M84 84h72v40H84z" />
      <path d="M84 94c6 6 12 6 18 0s12-6 18 0 12 6 18 0 12-6 18 0" />
      {/* pearls */}
      <path
        d="M72 160h0M84 160h0M96 160h0M108 160h0M120 160h0M132 160h0M144 160h0M156 160h0M168 160h0"
        strokeWidth={3}
      />
      {/* roses on top */}
      <circle cx="108" cy="74" r="9" />
      <path d="M104 73c2-4 8-4 8 1s-6 5-6 1" />
      <circle cx="130" cy="72" r="11" />
      <path d="M125 71c2-5 10-5 10 1s-8 6-7 1" />
      <path d="M96 80c-6-4-10-2-12 2 5 2 9 1 12-2ZM144 80c6-5 11-3 13 1-5 3-10 2-13-1Z" />
      {/* sparkles */}
      <path d="M58 70v10M53 75h10M184 58v8M180 62h8M186 104v6M183 107h6" strokeOpacity="0.7" />
    </svg>
  )
}
