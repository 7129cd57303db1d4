package org.arrocco.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Which way the imports run (docs/architecture.md), checked on the compiled main classes of every
 * module: the rules of each game never read or write text, the core needs nothing but the JDK, the
 * tournament and the engine stand apart from each other and from the program around them.
 */
class ArchitectureTest {
  /** The packages of the rules: positions, moves, games, clocks; never their text. */
  static final String[] RULES = {
    "org.arrocco.core.chess..",
    "org.arrocco.core.chess960..",
    "org.arrocco.core.clock..",
    "org.arrocco.core.game..",
    "org.arrocco.core.generic..",
    "org.arrocco.core.sprint..",
    "org.arrocco.core.tamerlane.."
  };

  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    // the main classes only, from a module's classes folder or its jar (a reactor build gives the
    // jars), never its tests (a folder of test classes, or a test jar)
    ImportOption mainOnly =
        location -> !location.contains("/test-classes/") && !location.contains("-tests.jar");
    classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(mainOnly)
            .importPackages("org.arrocco");
    if (classes.stream().noneMatch(c -> c.getPackageName().startsWith("org.arrocco.core.chess"))) {
      throw new IllegalStateException(
          "the core's classes were not found: nothing would be checked");
    }
  }

  /** The rules read and write no notation, and know neither the door nor perft above them. */
  static final ArchRule RULES_DO_NOT_DEPEND_ON_NOTATION =
      noClasses()
          .that()
          .resideInAnyPackage(RULES)
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage(
              "org.arrocco.core.notation..",
              "org.arrocco.core.variant..",
              "org.arrocco.core.perft..");

  /** Notation reads and writes the rules; it does not know the door that stands above it. */
  static final ArchRule NOTATION_DOES_NOT_DEPEND_ON_THE_DOOR =
      noClasses()
          .that()
          .resideInAPackage("org.arrocco.core.notation..")
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage("org.arrocco.core.variant..", "org.arrocco.core.perft..");

  /** The core depends on nothing but the JDK. */
  static final ArchRule CORE_DEPENDS_ON_THE_JDK_ONLY =
      classes()
          .that()
          .resideInAPackage("org.arrocco.core..")
          .should()
          .onlyDependOnClassesThat()
          .resideInAnyPackage("org.arrocco.core..", "java..");

  /** The tournament reads no game notation: TRF is its own. */
  static final ArchRule TOURNAMENT_DOES_NOT_DEPEND_ON_NOTATION =
      noClasses()
          .that()
          .resideInAPackage("org.arrocco.tournament..")
          .should()
          .dependOnClassesThat()
          .resideInAPackage("org.arrocco.core.notation..");

  /** The tournament knows neither the engine nor the program around it. */
  static final ArchRule TOURNAMENT_STANDS_APART =
      noClasses()
          .that()
          .resideInAPackage("org.arrocco.tournament..")
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage("org.arrocco.engine..", "org.arrocco.app..");

  /** The engine knows neither the tournament nor the program around it. */
  static final ArchRule ENGINE_STANDS_APART =
      noClasses()
          .that()
          .resideInAPackage("org.arrocco.engine..")
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage("org.arrocco.tournament..", "org.arrocco.app..");

  @Test
  void rulesDoNotDependOnNotation() {
    RULES_DO_NOT_DEPEND_ON_NOTATION.check(classes);
  }

  @Test
  void notationDoesNotDependOnTheDoor() {
    NOTATION_DOES_NOT_DEPEND_ON_THE_DOOR.check(classes);
  }

  @Test
  void coreDependsOnTheJdkOnly() {
    CORE_DEPENDS_ON_THE_JDK_ONLY.check(classes);
  }

  @Test
  void tournamentDoesNotDependOnNotation() {
    TOURNAMENT_DOES_NOT_DEPEND_ON_NOTATION.check(classes);
  }

  @Test
  void tournamentStandsApart() {
    TOURNAMENT_STANDS_APART.check(classes);
  }

  @Test
  void engineStandsApart() {
    ENGINE_STANDS_APART.check(classes);
  }
}
