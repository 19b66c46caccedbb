import { remoteConfig } from '@agency/federation/vite';
import { defineConfig } from 'vite';

export default defineConfig(remoteConfig({ name: 'blog_editor', exposes: './src/App.tsx' }));
