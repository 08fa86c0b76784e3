'use client';

export { default } from '@/app/_components/route-error';
