import { assetReloadGuardSource } from './asset-reload-guard';

/** Installs the asset-failure reload guard before any chunk loads (render it in <head>). */
export function AssetReloadScript() {
  return <script dangerouslySetInnerHTML={{ __html: assetReloadGuardSource() }} />;
}
