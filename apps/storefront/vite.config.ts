import { remoteConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig({ name: 'storefront', exposes: './src/App.tsx' }));
