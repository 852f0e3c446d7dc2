import type { ReactNode } from 'react';
import { palette, random } from './seed';

export const avatarVariants = ['pixel', 'bauhaus', 'ring', 'beam', 'sunset', 'marble', 'geometric', 'abstract'] as const;
export type AvatarVariant = (typeof avatarVariants)[number];

const S = 80; // viewBox size

type Draw = (rand: () => number, colors: string[], id: string) => ReactNode;

const pickColor = (rand: () => number, colors: string[]) => colors[Math.floor(rand() * colors.length)];

const patterns: Record<AvatarVariant, Draw> = {
  /** 8×8 mirrored pixel grid, like a GitHub identicon. */
  pixel: (rand, colors) => {
    const cells: ReactNode[] = [];
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 4; x++) {
        const fill = pickColor(rand, colors);
        cells.push(<rect key={`${x}-${y}`} x={x * 10} y={y * 10} width={10} height={10} fill={fill} />);
        cells.push(<rect key={`m${x}-${y}`} x={70 - x * 10} y={y * 10} width={10} height={10} fill={fill} />);
      }
    return cells;
  },
  /** A square, a circle and a bar on a flat background. */
  bauhaus: (rand, colors) => (
    <>
      <rect width={S} height={S} fill={colors[4]} />
      <rect x={10 + rand() * 20} y={30} width={S} height={14} fill={colors[0]} transform={`rotate(${rand() * 360} 40 40)`} />
      <circle cx={20 + rand() * 40} cy={20 + rand() * 40} r={16} fill={colors[2]} />
      <line x1={0} y1={40} x2={S} y2={40} stroke={colors[1]} strokeWidth={3} transform={`rotate(${rand() * 360} 40 40)`} />
    </>
  ),
  /** Concentric rings. */
  ring: (_rand, colors) => (
    <>
      {[40, 32, 24, 16, 8].map((r, i) => (
        <circle key={r} cx={40} cy={40} r={r} fill={colors[i]} />
      ))}
    </>
  ),
  /** A tilted rounded square with a simple face. */
  beam: (rand, colors) => {
    const tilt = (rand() - 0.5) * 40;
    const dx = (rand() - 0.5) * 10;
    return (
      <>
        <rect width={S} height={S} fill={colors[3]} />
        <rect
          x={10}
          y={10}
          width={60}
          height={60}
          rx={18}
          fill={colors[0]}
          transform={`rotate(${tilt} 40 40) translate(${dx} ${dx / 2})`}
        />
        <g transform={`rotate(${tilt / 2} 40 40) translate(${dx} 0)`}>
          <circle cx={31} cy={36} r={3.5} fill={colors[4]} />
          <circle cx={49} cy={36} r={3.5} fill={colors[4]} />
          <path
            d={rand() > 0.5 ? 'M30 50 q10 8 20 0' : 'M32 51 h16'}
            stroke={colors[4]}
            strokeWidth={3}
            strokeLinecap="round"
            fill="none"
          />
        </g>
      </>
    );
  },
  /** Sky and sea gradients split at the horizon. */
  sunset: (_rand, colors, id) => (
    <>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colors[0]} />
          <stop offset="1" stopColor={colors[1]} />
        </linearGradient>
        <linearGradient id={`${id}-sea`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={colors[2]} />
          <stop offset="1" stopColor={colors[3]} />
        </linearGradient>
      </defs>
      <rect width={S} height={40} fill={`url(#${id}-sky)`} />
      <rect y={40} width={S} height={40} fill={`url(#${id}-sea)`} />
    </>
  ),
  /** Soft blurred swirls. */
  marble: (rand, colors, id) => (
    <>
      <defs>
        <filter id={`${id}-blur`} x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation={7} />
        </filter>
      </defs>
      <rect width={S} height={S} fill={colors[0]} />
      <g filter={`url(#${id}-blur)`}>
        <path d="M32 60c8-18 26-20 40-16l8 36H0c10 0 24-4 32-20Z" fill={colors[1]} transform={`rotate(${rand() * 360} 40 40)`} />
        <path d="M0 20c18 6 28-10 44-4s20 18 36 10V0H0Z" fill={colors[3]} transform={`rotate(${rand() * 360} 40 40)`} />
      </g>
    </>
  ),
  /** 4×4 tiles of triangles. */
  geometric: (rand, colors) => {
    const tiles: ReactNode[] = [];
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++) {
        const [px, py] = [x * 20, y * 20];
        const corner = Math.floor(rand() * 4);
        const points = [
          `${px},${py} ${px + 20},${py} ${px},${py + 20}`,
          `${px},${py} ${px + 20},${py} ${px + 20},${py + 20}`,
          `${px + 20},${py} ${px + 20},${py + 20} ${px},${py + 20}`,
          `${px},${py} ${px + 20},${py + 20} ${px},${py + 20}`,
        ][corner];
        tiles.push(<rect key={`b${x}-${y}`} x={px} y={py} width={20} height={20} fill={pickColor(rand, colors)} />);
        tiles.push(<polygon key={`t${x}-${y}`} points={points} fill={pickColor(rand, colors)} />);
      }
    return tiles;
  },
  /** Overlapping translucent circles. */
  abstract: (rand, colors) => (
    <>
      <rect width={S} height={S} fill={colors[4]} />
      {[0, 1, 2, 3].map((i) => (
        <circle key={i} cx={rand() * S} cy={rand() * S} r={14 + rand() * 22} fill={colors[i]} opacity={0.75} />
      ))}
    </>
  ),
};

/** The generated square artwork for an avatar variant; the same seed always draws the same picture. */
export function AvatarPattern({ variant, seed, id }: { variant: AvatarVariant; seed: string; id: string }) {
  return (
    <svg viewBox={`0 0 ${S} ${S}`} width="100%" height="100%" aria-hidden="true" focusable="false">
      {patterns[variant](random(`${variant}:${seed}`), palette(seed), id)}
    </svg>
  );
}
