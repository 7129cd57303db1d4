/**
 * Maximum-weight matching in general graphs ({@link
 * org.arrocco.tournament.matching.MaximumWeightMatching}) on exact multi-limb integers ({@link
 * org.arrocco.tournament.matching.Wide}), the engine under the Dutch pairer.
 */
package org.arrocco.tournament.matching;
