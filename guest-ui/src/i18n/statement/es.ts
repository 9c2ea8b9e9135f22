import type { StatementTexts } from './de.ts';

export default {
  title: 'Declaración de accesibilidad',
  intro:
    '{name} ofrece esta aplicación de pedidos y se esfuerza por hacerla accesible de conformidad con la Ley austriaca de accesibilidad (Barrierefreiheitsgesetz, BaFG) y la Directiva (UE) 2019/882. Esta declaración se aplica a la aplicación de pedidos para clientes (carta, cesta, pedido).',
  someRestaurant: 'Este restaurante',
  complianceTitle: 'Situación de cumplimiento',
  compliance:
    'La aplicación cumple en gran medida los niveles de conformidad A y AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1 y de la norma EN 301 549.',
  gapsTitle: 'Contenido no accesible',
  gapMenuTexts: 'Los textos de la carta (nombres, descripciones) los aporta el restaurante; donde no hay traducción, aparecen en alemán.',
  gapImages: 'Las fotos de los platos no tienen una descripción de texto propia; el nombre y la descripción del plato aparecen al lado.',
  measuresTitle: 'Lo que hacemos',
  measureKeyboard: 'Manejo completo con teclado y lector de pantalla',
  measureFocus: 'Foco visible, botones de al menos 24 × 24 píxeles',
  measureLanguages: 'Diseño claro y oscuro, ocho idiomas, árabe de derecha a izquierda',
  measureZoom: 'Ampliación al 200 % sin desplazamiento horizontal',
  measureMotion: 'Menos movimiento cuando el dispositivo lo pide',
  measureAllergens: 'Alérgenos como texto y como filtro, no solo por color',
  preparationTitle: 'Elaboración de esta declaración',
  preparation:
    'Esta declaración se ha elaborado a partir de una autoevaluación; con cada cambio, la aplicación se comprueba automáticamente con axe-core y con un pedido hecho solo con el teclado.',
  contactTitle: 'Comentarios y contacto',
  contactIntro: '¿Has notado una barrera? Escríbenos o llámanos:',
  contactStaff: '¿Has notado una barrera? Dirígete al personal del local.',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  website: 'Sitio web',
  enforcementTitle: 'Procedimiento de reclamación',
  enforcement:
    'Si no estás satisfecho con nuestra respuesta, puedes dirigirte al Sozialministeriumservice, la autoridad de vigilancia del mercado según la BaFG:',
  enforcementLink: 'Sozialministeriumservice',
} satisfies StatementTexts;
