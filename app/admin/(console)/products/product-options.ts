/** The tax classes a product may have, as the product forms offer them. */
export const taxClassOptions = [
  { value: "standard", label: "Standard rate" },
  { value: "reduced", label: "Reduced rate" },
  { value: "zero", label: "Zero rate" },
];
