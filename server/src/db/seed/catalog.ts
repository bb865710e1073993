import type { ProductValue } from '../tables';

// Realistic Mexican demo data for the seed.

export interface ZoneSeed {
  name: string;
  areaCode: string;
  city: string;
  locations: readonly string[];
}

export const zoneSeeds: readonly ZoneSeed[] = [
  {
    name: 'Guadalajara Centro',
    areaCode: '33',
    city: 'Guadalajara, Jal.',
    locations: [
      'Planta Analco',
      'Sucursal Mexicaltzingo',
      'Sucursal Santa Teresita',
      'Bodega Oblatos',
    ],
  },
  {
    name: 'Zapopan',
    areaCode: '33',
    city: 'Zapopan, Jal.',
    locations: [
      'Planta El Bajío',
      'Sucursal Las Águilas',
      'Sucursal Tesistán',
      'Sucursal Ciudad Granja',
    ],
  },
  {
    name: 'Tlaquepaque',
    areaCode: '33',
    city: 'San Pedro Tlaquepaque, Jal.',
    locations: [
      'Planta Las Pintas',
      'Sucursal Santa Anita',
      'Sucursal Toluquilla',
      'Sucursal El Álamo',
    ],
  },
  {
    name: 'Tonalá',
    areaCode: '33',
    city: 'Tonalá, Jal.',
    locations: [
      'Sucursal Loma Dorada',
      'Sucursal Coyula',
      'Planta Puente Grande',
      'Sucursal Jauja',
    ],
  },
  {
    name: 'Monterrey Norte',
    areaCode: '81',
    city: 'Monterrey, N.L.',
    locations: ['Planta San Bernabé', 'Sucursal Cumbres', 'Sucursal Mitras', 'Sucursal Anáhuac'],
  },
  {
    name: 'Puebla Sur',
    areaCode: '222',
    city: 'Puebla, Pue.',
    locations: [
      'Planta Agua Santa',
      'Sucursal San Bartolo',
      'Sucursal Castillotla',
      'Sucursal Mayorazgo',
    ],
  },
  {
    name: 'CDMX Iztapalapa',
    areaCode: '55',
    city: 'Iztapalapa, CDMX',
    locations: [
      'Planta Santa Cruz Meyehualco',
      'Sucursal San Lorenzo Tezonco',
      'Sucursal Culhuacán',
      'Sucursal Ermita',
    ],
  },
  {
    name: 'Querétaro',
    areaCode: '442',
    city: 'Santiago de Querétaro, Qro.',
    locations: [
      'Planta Jurica',
      'Sucursal El Pueblito',
      'Sucursal Candiles',
      'Sucursal Juriquilla',
    ],
  },
  {
    name: 'León Oriente',
    areaCode: '477',
    city: 'León, Gto.',
    locations: ['Planta Las Joyas', 'Sucursal San Juan Bosco', 'Sucursal Valle del Sol'],
  },
];

export const givenNames: readonly string[] = [
  'José',
  'María',
  'Juan',
  'Guadalupe',
  'Francisco',
  'Ana',
  'Luis',
  'Sofía',
  'Jesús',
  'Fernanda',
  'Miguel Ángel',
  'Verónica',
  'Alejandro',
  'Mónica',
  'Ramón',
  'Lucía',
  'Héctor',
  'Andrea',
  'Raúl',
  'Ximena',
  'Rubén',
  'Patricia',
  'Óscar',
  'Rocío',
  'Martín',
  'Adriana',
  'Sergio',
  'Itzel',
  'Iván',
  'Daniela',
  'Víctor',
  'Brenda',
  'Jorge',
  'Claudia',
  'Andrés',
  'Leticia',
  'Efraín',
  'Maricela',
  'Joaquín',
  'Beatriz',
  'Tomás',
  'Araceli',
  'Emiliano',
  'Noemí',
  'Santiago',
  'Citlali',
  'Germán',
  'Yolanda',
  'Agustín',
  'Berenice',
];

export const surnames: readonly string[] = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Jiménez',
  'Reyes',
  'Díaz',
  'Torres',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Moreno',
  'Castillo',
  'Romero',
  'Álvarez',
  'Méndez',
  'Chávez',
  'Rivera',
  'Juárez',
  'Ramos',
  'Domínguez',
  'Herrera',
  'Medina',
  'Castro',
  'Vargas',
  'Guzmán',
  'Velázquez',
  'Muñoz',
  'Rojas',
  'Núñez',
  'Ibarra',
  'Ochoa',
  'Zúñiga',
];

export const streets: readonly string[] = [
  'Av. Hidalgo',
  'Calle Morelos',
  'Av. Juárez',
  'Calle Independencia',
  'Av. Revolución',
  'Calle Allende',
  'Calle Aldama',
  'Av. Vallarta',
  'Calle Zaragoza',
  'Calle Guerrero',
  'Av. Insurgentes',
  'Calle Matamoros',
  'Calle Niños Héroes',
  'Av. López Mateos',
  'Calle Pino Suárez',
  'Calle Abasolo',
  'Av. Constitución',
  'Calle 5 de Mayo',
  'Calle Colón',
  'Av. de las Américas',
];

export const neighbourhoods: readonly string[] = [
  'Col. Centro',
  'Col. Americana',
  'Col. Moderna',
  'Col. Jardines del Valle',
  'Col. Las Flores',
  'Col. San Miguel',
  'Col. El Rosario',
  'Col. Santa Cecilia',
  'Col. Lomas de San Juan',
  'Col. La Esperanza',
  'Fracc. Villas del Sol',
  'Col. Reforma',
  'Col. Del Fresno',
  'Col. Benito Juárez',
];

export const emailDomains: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.mx',
  'live.com.mx',
  'prodigy.net.mx',
];

export const products: readonly ProductValue[] = [
  'cylinder_10kg',
  'cylinder_20kg',
  'cylinder_30kg',
  'cylinder_45kg',
  'stationary_litre',
];

/** Base unit prices in cents (a cylinder per unit, the stationary tank per litre). */
export const basePriceCents: Record<ProductValue, number> = {
  cylinder_10kg: 23500,
  cylinder_20kg: 45900,
  cylinder_30kg: 68500,
  cylinder_45kg: 102000,
  stationary_litre: 1089,
};

export const cancellationReasons: readonly string[] = [
  'El cliente no se encontraba en el domicilio',
  'El cliente canceló por teléfono',
  'Dirección incorrecta',
  'Pedido duplicado',
  'Sin acceso para la pipa',
  'El cliente consiguió gas con otro proveedor',
];

export const orderNotes: readonly string[] = [
  'Tocar el timbre dos veces',
  'Entregar en la parte trasera',
  'Dejar con el portero',
  'Llamar antes de llegar',
  'Cilindro en la azotea',
  'Casa con portón verde',
];

export interface PollSeed {
  title: string;
  description: string;
  active: boolean;
  questions: readonly { text: string; kind: 'rating' | 'yes_no' | 'text' }[];
}

export const pollSeeds: readonly PollSeed[] = [
  {
    title: 'Satisfacción con la entrega',
    description: 'Encuesta enviada al cliente después de cada entrega completada',
    active: true,
    questions: [
      { text: '¿Cómo califica el servicio en general?', kind: 'rating' },
      { text: '¿El repartidor llegó a tiempo?', kind: 'yes_no' },
      { text: '¿El repartidor fue amable?', kind: 'yes_no' },
      { text: 'Comentarios adicionales', kind: 'text' },
    ],
  },
  {
    title: 'Seguridad del cilindro',
    description: 'Revisión de las condiciones del cilindro entregado',
    active: true,
    questions: [
      { text: '¿Cómo califica el estado del cilindro?', kind: 'rating' },
      { text: '¿El cilindro tenía sello de seguridad?', kind: 'yes_no' },
      { text: '¿Detectó olor a gas después de la instalación?', kind: 'yes_no' },
    ],
  },
  {
    title: 'Atención telefónica',
    description: 'Calidad de la atención al levantar el pedido',
    active: false,
    questions: [
      { text: '¿Cómo califica la atención telefónica?', kind: 'rating' },
      { text: '¿Le confirmaron el tiempo de entrega?', kind: 'yes_no' },
      { text: '¿Qué podemos mejorar?', kind: 'text' },
    ],
  },
];

export const answerComments: readonly string[] = [
  'Muy buen servicio, gracias',
  'Llegaron más tarde de lo prometido',
  'El repartidor fue muy amable',
  'Todo excelente',
  'El cilindro venía sucio',
  'Rápido y seguro',
  'Tardaron casi tres horas',
  'Siempre puntuales',
];
