import { useId } from 'react'
import type { AvatarTone } from '../content/testimonials'

interface InitialsAvatarProps {
  initials: string
  tone: AvatarTone
  size?: number
}

// Each tone is a soft two-stop gradient with ink that stays readable on it (contrast above 4.5:1).
const TONES: Record<AvatarTone, { from: string; to: string; ink: string }> = {
  champagne: { from: '#f3e7cc', to: '#d9bf8c', ink: '#01303d' },
  rose: { from: '#f6dcd6', to: '#dea59b', ink: '#3b1a17' },
  sage: { from: '#dfe8d6', to: '#a9bf98', ink: '#1f3320' },
  teal: { from: '#1d6477', to: '#0a4150', ink: '#f3e7cc' },
}

/** A customer's avatar drawn from their initials; decorative, the name is written beside it. */
export function InitialsAvatar({ initials, tone, size = 56 }: InitialsAvatarProps) {
  const gradientId = useId()
  const colours = TONES[tone]
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 56 56"
      aria-hidden="true"
      focusable="false"
      data-tone={tone}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colours.from} />
          <stop offset="1" stopColor={colours.to} />
        </linearGradient>
      </defs>
      <circle cx="28" cy="28" r="27" fill={`url(#${gradientId})`} />
      <circle cx="28" cy="28" r="27" fill="none" stroke="#e6d2aa" strokeOpacity="0.55" />
      <text
        x="28"
        y="28"
        dy="0.35em"
        textAnchor="middle"
        fill={colours.ink}
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="19"
        letterSpacing="1"
      >
        {initials}
      </text>
    </svg>
  )
}
