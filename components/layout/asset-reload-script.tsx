import { assetReloadGuardSource } from './asset-reload-guard';

/** Installs the asset-failure reload guard before any chunk loads (render it in <head>). */
export function AssetReloadScript({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: assetReloadGuardSource() }} />;
}
