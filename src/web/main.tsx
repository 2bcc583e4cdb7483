import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaceholderHome } from './placeholder-home.js';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PlaceholderHome />
    </StrictMode>,
  );
}
