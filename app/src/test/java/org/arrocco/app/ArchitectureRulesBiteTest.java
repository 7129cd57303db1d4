package org.arrocco.app;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.stream.Stream;
import org.arrocco.core.archfixture.NeedsTheTournament;
import org.arrocco.core.chess.archfixture.ReadsFen;
import org.arrocco.core.notation.archfixture.KnowsTheDoor;
import org.arrocco.engine.archfixture.PairsPlayers;
import org.arrocco.tournament.archfixture.AsksTheEngine;
import org.arrocco.tournament.archfixture.ReadsSan;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each of ArchitectureTest's rules refuses the layering it forbids: a test class placed in the
 * package the rule guards and depending on what the rule forbids breaks it on purpose, and the rule
 * must report that class (a rule that matched no class, or a misspelt package, would pass
 * everything). The fixtures live in the test tree only, which ArchitectureTest does not import.
 */
class ArchitectureRulesBiteTest {
  static Stream<Arguments> brokenOnPurpose() {
    return Stream.of(
        Arguments.of(
            "rules -> notation", ArchitectureTest.RULES_DO_NOT_DEPEND_ON_NOTATION, ReadsFen.class),
        Arguments.of(
            "notation -> door",
            ArchitectureTest.NOTATION_DOES_NOT_DEPEND_ON_THE_DOOR,
            KnowsTheDoor.class),
        Arguments.of(
            "core -> tournament",
            ArchitectureTest.CORE_DEPENDS_ON_THE_JDK_ONLY,
            NeedsTheTournament.class),
        Arguments.of(
            "tournament -> notation",
            ArchitectureTest.TOURNAMENT_DOES_NOT_DEPEND_ON_NOTATION,
            ReadsSan.class),
        Arguments.of(
            "tournament -> engine", ArchitectureTest.TOURNAMENT_STANDS_APART, AsksTheEngine.class),
        Arguments.of(
            "engine -> tournament", ArchitectureTest.ENGINE_STANDS_APART, PairsPlayers.class));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("brokenOnPurpose")
  void theRuleReportsTheClassThatBreaksIt(String what, ArchRule rule, Class<?> breaker) {
    EvaluationResult r = rule.evaluate(new ClassFileImporter().importClasses(breaker));
    assertTrue(r.hasViolation(), what + ": no violation reported");
    String report = r.getFailureReport().toString();
    assertTrue(report.contains(breaker.getName()), what + ": " + report);
  }
}
